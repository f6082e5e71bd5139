import Foundation

/// Opens a file in the user's editor.
///
/// `$VISUAL`, else `$EDITOR`, else `vi`. The variable may hold
/// arguments (`code --wait`): it runs through `/bin/sh -c`, with the path passed as an argument
/// of its own, never pasted into the command text.
struct EditorLauncher {
  var environment: [String: String]

  /// The editor command as the user wrote it.
  var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
        return value
      }
    }
    return "vi"
  }

  /// Runs the editor on `file` with this process's terminal and waits for it.
  /// - Throws: `AppError` when it cannot start or exits with a failure.
  func open(_ file: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(command) \"$1\"", "leetview-editor", file.path]
    process.environment = environment
    do {
      try process.run()
    } catch {
      throw AppError(message: "cannot start the editor '\(command)': \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how =
        process.terminationReason == .exit
        ? "exited with status \(process.terminationStatus)"
        : "was stopped by signal \(process.terminationStatus)"
      throw AppError(message: "the editor '\(command)' \(how); the file is kept: \(file.path)")
    }
  }
}
