import FoundationEssentials
import LeetFetch
import TermCore

/// What `leetview-fetch` does: reads one request (TransportWire JSON) on stdin, sends it with
/// libcurl, writes the outcome on stdout.
///
/// leetview starts it only when it needs the network.
public enum FetchHelperMain {
  /// Runs the helper on this process's stdin and stdout; the exit status.
  public static func run() -> Int32 {
    guard let (request, timeout) = TransportWire.decodeRequest(StandardStream.inputToEnd()) else {
      StandardStream.error("leetview-fetch: expected a request on stdin (run by leetview)\n")
      return 2
    }
    let outcome: Result<HTTPResponse, TransportError>
    do {
      outcome = .success(try CurlTransport().send(request, timeout: timeout))
    } catch let error as TransportError {
      outcome = .failure(error)
    } catch {
      outcome = .failure(.other("\(error)"))
    }
    StandardStream.output(TransportWire.encode(outcome))
    return 0
  }
}
