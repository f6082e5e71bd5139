import FoundationEssentials
import LeetFetch
import LeetModel
import TermCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The commands that talk to LeetCode: opening a problem online, `daily`, `sync`, `login`.
extension AppContext {
  /// The fetch policy the options ask for.
  static func fetchPolicy(_ options: Options) -> FetchPolicy {
    FetchPolicy(offline: options.offline, refresh: options.refresh)
  }

  /// Loads a problem under the cache policy; in print mode, says on stderr when the copy shown is
  /// stale because the refresh failed.
  func loadProblem(_ query: String) throws -> LoadedProblem {
    let loaded = try service.load(query)
    noteStale(loaded)
    return loaded
  }

  /// Today's daily problem.
  func loadDaily() throws -> LoadedProblem {
    let loaded = try service.daily()
    noteStale(loaded)
    return loaded
  }

  private func noteStale(_ loaded: LoadedProblem) {
    guard printMode, let reason = loaded.staleBecause else { return }
    var copy = "the cached copy"
    switch loaded.source {
    case .cached(let date): copy += " (cached \(FetchPolicy.age(of: date, now: Date())) ago)"
    case .bundled: copy = "the bundled copy"
    default: break
    }
    let line = "leetview: showing \(copy); could not refresh it: \(reason.message)"
    StandardStream.error(TextSanitizer.clean(line) + "\n")
  }

  /// `leetview sync [--details]`: the list, and the free descriptions not yet cached.
  func runSync(details: Bool) throws -> Int32 {
    if options.offline {
      throw AppError(message: "sync needs the network; run it without --offline")
    }
    let bar = ProgressLine(enabled: isatty(2) == 1)
    syncInterruptClearsLine = isatty(2) == 1
    signal(SIGINT) { _ in
      if syncInterruptClearsLine {
        clearLine.withUTF8Buffer { _ = write(2, $0.baseAddress, $0.count) }
      }
      syncInterruptedMessage.withUTF8Buffer { _ = write(2, $0.baseAddress, $0.count) }
      _exit(130)
    }
    defer { signal(SIGINT, SIG_DFL) }
    let pictures =
      details
      ? try PictureFetcher(location: service.store.location, site: service.site, environment: environment)
      : nil
    let runner = SyncRunner(service: service, details: details, pictures: pictures)
    let summary = try runner.run { progress in bar.show(progress) }
    bar.finish()
    StandardStream.error("leetview \(summary.line)\n")
    if summary.stoppedBecause == nil { refreshMarksWithSync() }
    if let reason = summary.stoppedBecause {
      var message = "sync stopped: \(reason); run it again to carry on"
      if summary.failed > 0 { message += " (failed so far: \(SyncFailure.list(summary.failures)))" }
      throw AppError(message: TextSanitizer.clean(message))
    }
    if summary.failed > 0 { throw AppError(message: Self.failuresMessage(summary.failures)) }
    return 0
  }

  /// `3 descriptions could not be fetched: 2 HTTP 500: a, b; 1 not found: c`, and whether
  /// running the sync again may help.
  static func failuresMessage(_ failures: [SyncFailure]) -> String {
    let count = failures.count
    var message = "\(count) \(count == 1 ? "description" : "descriptions") could not be fetched: "
    message += SyncFailure.list(failures)
    let retryable = failures.contains {
      switch $0.reason {
      case .premium, .noDescription, .notFound: false
      default: true
      }
    }
    if retryable { message += "; running `leetview sync --details` again retries them" }
    return TextSanitizer.clean(message)
  }

  /// `leetview login --paste`: asks for the session cookies without echo, asks LeetCode who they
  /// sign in as, and stores them (mode 0600) unless LeetCode says they are signed out.
  func runPasteLogin() throws -> Int32 {
    let config = session.configFile
    let input = HiddenInput()
    StandardStream.error(
      Self.loginIntroduction(configPath: config.url.path, host: site.host, width: printWidth))
    guard let cookie = input.read(prompt: "LEETCODE_SESSION: "), !cookie.isEmpty else {
      throw AppError(message: "no session given; nothing was stored")
    }
    let token = input.read(prompt: "csrftoken: ") ?? ""
    let credentials: Credentials
    do {
      credentials = try Credentials(checking: cookie, csrfToken: token)
    } catch {
      throw AppError(message: error.message)
    }
    guard credentials.session != nil else {
      throw AppError(message: "that session value is empty or malformed; nothing was stored")
    }
    guard !options.offline else {
      try session.store(StoredCredentials(credentials: credentials, origin: "pasted"))
      StandardStream.error("leetview: stored the session in \(config.url.path), not checked (--offline)\n")
      return 0
    }
    let status: UserStatus
    do {
      status = try service.api(credentials: credentials).userStatus()
    } catch let error as FetchError {
      try session.store(StoredCredentials(credentials: credentials, origin: "pasted"))
      ErrorLine.print(
        "warning: stored the session in \(config.url.path) without checking it: \(error.message)")
      return 0
    }
    guard status.isSignedIn else {
      let kept = session.storedCredentials != nil ? "the stored session is kept" : "nothing was stored"
      throw AppError(message: "LeetCode says the pasted session is signed out; \(kept)")
    }
    try session.store(
      StoredCredentials(
        credentials: credentials, origin: "pasted", username: status.username ?? "an unnamed user",
        userSlug: status.userSlug))
    let name = status.username ?? "an unnamed user"
    StandardOutput.write(TextSanitizer.clean("Signed in to \(site.host) as \(name) (pasted).") + "\n")
    StandardStream.error("leetview: stored the session in \(config.url.path) (mode 0600)\n")
    return 0
  }
}

extension AppContext {
  /// What `login` says before asking, wrapped to `width` columns: where the session is kept
  /// (the path on a line of its own) and where to find the cookies.
  static func loginIntroduction(configPath: String, host: String, width: Int) -> String {
    let paragraphs = [
      "leetview keeps your LeetCode session in its config file, readable only by you:",
      "In a browser signed in to \(host), open the developer tools (Storage or Application, then "
        + "Cookies) and copy the values of the LEETCODE_SESSION and csrftoken cookies.",
    ]
    let first = WrappedParagraph.lines(paragraphs[0], width: width) + ["  " + configPath]
    let second = WrappedParagraph.lines(paragraphs[1], width: width)
    return (first + [""] + second + [""]).joined(separator: "\n") + "\n"
  }
}

/// What an interrupted sync says; every description already fetched is kept.
private let syncInterruptedMessage: StaticString =
  "leetview: sync interrupted; what it fetched is kept, and running it again carries on\n"
/// Clears the progress line.
private let clearLine: StaticString = "\r\u{1B}[2K"
/// Whether the interrupt handler clears the progress line first.
nonisolated(unsafe) private var syncInterruptClearsLine = false

/// The terminal modes to put back if the user interrupts a hidden prompt.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalSaved = false

/// Reads lines from stdin, with echo off when stdin is a terminal.
private struct HiddenInput {
  func read(prompt: String) -> String? {
    StandardStream.error(prompt)
    let isTerminal = isatty(0) == 1
    if isTerminal, tcgetattr(0, &savedTerminal) == 0 {
      terminalSaved = true
      var quiet = savedTerminal
      quiet.c_lflag &= ~tcflag_t(ECHO)
      quiet.c_lflag |= tcflag_t(ECHONL)
      signal(SIGINT) { signal in
        if terminalSaved { tcsetattr(0, TCSANOW, &savedTerminal) }
        _exit(128 + signal)
      }
      tcsetattr(0, TCSAFLUSH, &quiet)
    }
    defer {
      if isTerminal, terminalSaved {
        tcsetattr(0, TCSANOW, &savedTerminal)
        terminalSaved = false
        signal(SIGINT, SIG_DFL)
      }
    }
    guard let line = readLine(strippingNewline: true) else { return nil }
    return line.trimmingWhitespaceAndNewlines
  }
}
