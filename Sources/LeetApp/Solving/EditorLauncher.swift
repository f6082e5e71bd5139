import FoundationEssentials
import LeetCurses
import TermCore

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a file in the user's editor.
///
/// `$VISUAL`, else `$EDITOR`, else `vi`. The variable may hold
/// arguments (`code --wait`): it runs through `/bin/sh -c`, with the path passed as an argument
/// of its own, never pasted into the command text. The editor gets the terminal in leetview's
/// own process group (`ForegroundChild`), so vi, nano and emacs -nw run full-screen.
struct EditorLauncher {
  var environment: [String: String]

  /// The editor command as the user wrote it.
  var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingWhitespace, !value.isEmpty {
        return value
      }
    }
    return "vi"
  }

  /// The shell's arguments: the command, then the path as `$1`.
  func arguments(for file: URL) -> [String] {
    ["sh", "-c", "\(command) \"$1\"", "leetview-editor", file.path]
  }

  /// Runs the editor on `file` with this process's terminal and waits for it.
  /// - Throws: `AppError` when it cannot start, exits with a failure, or leetview was asked to
  ///   stop meanwhile (the editor was asked too).
  func open(_ file: URL) throws {
    let outcome: ForegroundChild.Outcome
    do {
      outcome = try ForegroundChild.run("/bin/sh", arguments: arguments(for: file), environment: environment)
    } catch let failure as ForegroundChild.StartFailure {
      throw AppError(message: "cannot start the editor '\(command)': \(failure.message)")
    }
    if let signal = outcome.stopSignal {
      let name = signal == SIGHUP ? "SIGHUP" : "SIGTERM"
      throw AppError(
        message: "received \(name) while the editor '\(command)' ran; the file is kept: \(file.path)")
    }
    switch outcome.ending {
    case .exited(status: 0):
      return
    case .exited(let status):
      throw AppError(
        message: "the editor '\(command)' exited with status \(status); the file is kept: \(file.path)")
    case .killed(let signal):
      throw AppError(
        message: "the editor '\(command)' was stopped by signal \(signal); the file is kept: \(file.path)")
    }
  }
}
