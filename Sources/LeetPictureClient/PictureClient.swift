import Foundation

/// Draws pictures through the helper `leetview-picture`, off leetview's own process.
///
/// The helper is a separate small program that holds the image decoders and chafa, so that
/// leetview never loads them: only a page that shows a picture pays for them. Call it off the
/// interface's thread; it blocks until the helper answers.
public struct PictureClient: Sendable {
  /// The helper program, when found.
  public let helper: URL?
  /// The longest the helper may take for one batch before it is stopped.
  public var timeout: TimeInterval

  /// - Parameter helper: the helper program; by default `LEETVIEW_PICTURE_HELPER`, else
  ///   `leetview-picture` beside the running program.
  public init(
    helper: URL? = nil, timeout: TimeInterval = 20,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.helper = helper ?? Self.locate(environment: environment)
    self.timeout = timeout
  }

  /// Finds `leetview-picture`: `$LEETVIEW_PICTURE_HELPER`, else beside this program.
  static func locate(environment: [String: String]) -> URL? {
    if let explicit = environment["LEETVIEW_PICTURE_HELPER"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let beside = executable.deletingLastPathComponent().appendingPathComponent("leetview-picture")
    return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
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
    let process = Process()
    process.executableURL = helper
    process.arguments = []
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return failing("the picture helper could not start (\(error.localizedDescription))")
    }
    let watchdog = DispatchWorkItem {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    defer { watchdog.cancel() }
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
    let reply = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let replies = PictureWire.decodeAvailableReplies([UInt8](reply), count: count)
    guard replies.count < count else { return replies }
    let stopped = process.terminationReason == .uncaughtSignal
    let message =
      stopped ? "the picture helper stopped (took too long or crashed)" : PictureWire.malformed.message
    return replies + failing(message).prefix(count - replies.count)
  }
}
