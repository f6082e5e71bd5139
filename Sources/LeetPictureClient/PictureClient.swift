import FoundationEssentials
import HelperProcess

/// Draws pictures through the helper `leetview-picture`, off leetview's own process.
///
/// The helper is a separate small program that holds the image decoders and chafa, so that
/// leetview never loads them: only a page that shows a picture pays for them. Call it off the
/// interface's thread; it blocks until the helper answers.
public struct PictureClient: Sendable {
  /// The helper program, when found.
  public let helper: HelperProcess?
  /// The longest the helper may take for one batch before it is stopped.
  public var timeout: TimeInterval

  /// - Parameter helper: the helper program; by default `LEETVIEW_PICTURE_HELPER`, else
  ///   `leetview-picture` beside the running program.
  public init(
    helper: URL? = nil, timeout: TimeInterval = 20,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.helper =
      helper.map(HelperProcess.init(executable:))
      ?? HelperProcess.locate(.picture, environment: environment)
    self.timeout = timeout
  }

  /// Draws each request with one run of the helper; one outcome per request, in order.
  public func draw(_ requests: [PictureRequest]) -> [Result<PictureCells, PictureFailure>] {
    guard !requests.isEmpty else { return [] }
    var outcomes = [Result<PictureCells, PictureFailure>?](repeating: nil, count: requests.count)
    var sent: [Int] = []
    var input = ""
    for (i, request) in requests.enumerated() {
      if let line = PictureWire.encode(request) {
        input += line
        sent.append(i)
      } else {
        outcomes[i] = .failure(PictureFailure(.unreadable, "the picture's path or size cannot be drawn"))
      }
    }
    if !sent.isEmpty {
      let replies = run(input: Data(input.utf8), count: sent.count)
      for (slot, reply) in zip(sent, replies) { outcomes[slot] = reply }
    }
    return outcomes.map { $0 ?? .failure(PictureWire.malformed) }
  }

  /// Draws one request.
  public func draw(_ request: PictureRequest) -> Result<PictureCells, PictureFailure> {
    draw([request])[0]
  }

  /// Runs the helper on `input`; `count` failures when it cannot start or answer.
  func run(input: Data, count: Int) -> [Result<PictureCells, PictureFailure>] {
    func failing(_ message: String) -> [Result<PictureCells, PictureFailure>] {
      Array(repeating: .failure(PictureFailure(.unreadable, message)), count: count)
    }
    guard let helper else { return failing("the picture helper leetview-picture is missing beside leetview") }
    let reply: HelperProcess.Reply
    do {
      reply = try helper.run(input: input, deadline: timeout)
    } catch let failure as HelperProcess.StartFailure {
      return failing("the picture helper could not start (\(failure.reason))")
    } catch {
      return failing("the picture helper could not start (\(error))")
    }
    let replies = PictureWire.decodeAvailableReplies([UInt8](reply.output), count: count)
    guard replies.count < count else { return replies }
    let stopped = reply.stoppedBySignal
    let message =
      stopped ? "the picture helper stopped (took too long or crashed)" : PictureWire.malformed.message
    return replies + failing(message).prefix(count - replies.count)
  }
}
