import Foundation
import LeetFetch
import LeetNetwork

/// leetview's network helper: reads one request (TransportWire JSON) on stdin, sends it with
/// libcurl, writes the outcome on stdout.
///
/// leetview starts it only when it needs the network.
let input = FileHandle.standardInput.readDataToEndOfFile()
guard let (request, timeout) = TransportWire.decodeRequest(input) else {
  FileHandle.standardError.write(Data("leetview-fetch: expected a request on stdin (run by leetview)\n".utf8))
  exit(2)
}
let outcome: Result<HTTPResponse, TransportError>
do {
  outcome = .success(try CurlTransport().send(request, timeout: timeout))
} catch let error as TransportError {
  outcome = .failure(error)
} catch {
  outcome = .failure(.other("\(error)"))
}
FileHandle.standardOutput.write(TransportWire.encode(outcome))
exit(0)
