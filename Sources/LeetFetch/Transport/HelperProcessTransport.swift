import Foundation

/// Sends each request through the network helper `leetview-fetch`, a separate small program that
/// holds the URLSession transport (see `TransportWire` for why).
///
/// The request, credentials included,
/// travels over a pipe, never on a command line or in the environment.
public final class HelperProcessTransport: HTTPTransport, @unchecked Sendable {
  private let helper: URL?

  /// - Parameter helper: the helper program; by default `LEETVIEW_FETCH_HELPER`, else
  ///   `leetview-fetch` beside the running program.
  public init(helper: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.helper = helper ?? Self.locate(environment: environment)
  }

  /// Finds `leetview-fetch`: `$LEETVIEW_FETCH_HELPER`, else beside this program.
  static func locate(environment: [String: String]) -> URL? {
    if let explicit = environment["LEETVIEW_FETCH_HELPER"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let beside = executable.deletingLastPathComponent().appendingPathComponent("leetview-fetch")
    return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
  }

  public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    guard let helper else {
      throw TransportError.other(
        "the network helper leetview-fetch is missing beside leetview; reinstall both programs")
    }
    let process = Process()
    process.executableURL = helper
    process.arguments = []
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw TransportError.other("the network helper could not start (\(error.localizedDescription))")
    }
    // The helper keeps its own deadline; this one only catches a helper that hangs.
    let watchdog = DispatchWorkItem {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 3, execute: watchdog)
    defer { watchdog.cancel() }
    input.fileHandleForWriting.write(TransportWire.encode(request, timeout: timeout))
    try? input.fileHandleForWriting.close()
    let reply = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if reply.isEmpty, process.terminationReason == .uncaughtSignal { throw TransportError.timedOut }
    return try TransportWire.decodeOutcome(reply)
  }
}
