import FoundationEssentials
import HelperProcess

/// Sends each request through the network helper `leetview-fetch`, a separate small program that
/// holds the libcurl transport (see `TransportWire` for why).
///
/// The request, credentials included,
/// travels over a pipe, never on a command line or in the environment.
public final class HelperProcessTransport: HTTPTransport, @unchecked Sendable {
  private let helper: HelperProcess?

  /// - Parameter helper: the helper program; by default `LEETVIEW_FETCH_HELPER`, else
  ///   `leetview-fetch` beside the running program.
  public init(helper: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.helper =
      helper.map(HelperProcess.init(executable:))
      ?? HelperProcess.locate(.fetch, environment: environment)
  }

  /// Stops every helper program still running (this one and the picture helper): the program is
  /// quitting and wants no answer.
  public static func stopRunningHelpers() {
    HelperProcess.stopAll()
  }

  public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    guard let helper else {
      throw TransportError.other(
        "the network helper leetview-fetch is missing beside leetview; reinstall both programs")
    }
    // A header with a line break never crosses the pipe (the helper checks again).
    try request.checkHeaders()
    // The helper keeps its own deadline; this one only catches a helper that hangs.
    let reply: HelperProcess.Reply
    do {
      reply = try helper.run(input: TransportWire.encode(request, timeout: timeout), deadline: timeout + 3)
    } catch let failure as HelperProcess.StartFailure {
      throw TransportError.other("the network helper could not start (\(failure.reason))")
    }
    if reply.output.isEmpty, reply.stoppedBySignal { throw TransportError.timedOut }
    return try TransportWire.decodeOutcome(reply.output)
  }
}
