import Foundation
import LeetTestSupport
import Testing

extension TmuxPane {
  /// What the shell line that runs leetview does after it.
  enum Ending {
    /// Saves the terminal modes and prints the status as `rc=N`.
    case status
    /// Nothing: leetview is the line's one job, so the shell's `fg` can bring it back.
    case job
  }

  /// Writes `leetview.sh` (it saves its pid, then becomes leetview with `arguments` and
  /// `environment`, the caller's cookies unset, `envFlags` given to `env` as written) and returns
  /// the shell line that clears the screen, saves the terminal modes and runs it.
  func launchLine(
    _ arguments: [String], environment: [String: String], envFlags: String = "",
    ending: Ending = .status
  ) -> String {
    let d = directory.path
    let variables = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }
      .map { Self.quoted("\($0.key)=\($0.value)") }.sorted()
    let command = [BinaryRunner.executable.path] + arguments
    let script =
      "echo $$ > \(d)/pid\nexec env -u LEETCODE_SESSION -u LEETCODE_CSRFTOKEN \(envFlags) "
      + (variables + command.map(Self.quoted)).joined(separator: " ") + "\n"
    do {
      try Data(script.utf8).write(to: directory.appendingPathComponent("leetview.sh"))
    } catch {
      Issue.record("could not write leetview.sh: \(error)")
    }
    let line = "clear; stty -g > \(d)/stty.before; sh \(d)/leetview.sh"
    switch ending {
    // The modes are saved before `rc=` shows, so a test that sees it can read them; the line
    // itself never spells `rc=`, so no wrapped row of it starts as the status does.
    case .status: return line + "; s=$?; stty -g > \(d)/stty.after; printf \"r%s\\n\" \"c=$s\""
    case .job: return line
    }
  }

  /// Types and enters the line of `launchLine`.
  func launchLeetview(
    _ arguments: [String], environment: [String: String], envFlags: String = "",
    ending: Ending = .status
  ) {
    type(launchLine(arguments, environment: environment, envFlags: envFlags, ending: ending))
    send("Enter")
  }

  /// `text` in single quotes for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// Whether the pane shows the alternate screen.
  var alternateScreen: Bool? {
    switch run(["display-message", "-p", "-t", "e2e", "#{alternate_on}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    {
    case "1": true
    case "0": false
    default: nil
    }
  }

  /// The terminal modes (`stty -g`) saved before the last launch.
  func sttyBefore() throws -> String {
    try String(contentsOf: directory.appendingPathComponent("stty.before"), encoding: .utf8)
  }

  /// The terminal modes saved after the last launch ended.
  func sttyAfter() throws -> String {
    try String(contentsOf: directory.appendingPathComponent("stty.after"), encoding: .utf8)
  }

  /// The pid of the last leetview launched.
  func leetviewPID() throws -> pid_t {
    let text = try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
    return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }
}

extension TmuxPane {
  /// Copies the pane's output to a file while `action` runs and until `text` is in it (up to 20 s).
  func waitForOutput(containing text: String, after action: () -> Void) throws {
    let file = directory.appendingPathComponent("pane-output")
    run(["pipe-pane", "-t", "e2e", "cat > \(file.path)"])
    defer { run(["pipe-pane", "-t", "e2e"]) }
    action()
    try waitFor("the pane to print \(text)") {
      (try? String(contentsOf: file, encoding: .utf8))?.contains(text) == true
    }
  }
}
