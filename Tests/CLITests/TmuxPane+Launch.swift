import Foundation
import LeetTestSupport

extension TmuxPane {
  /// Types and enters the shell line that runs leetview with `arguments` and `environment` alone
  /// (the caller's cookies unset), clearing the screen first and printing its status as `rc=N`.
  func launchLeetview(_ arguments: [String], environment: [String: String]) {
    let variables = environment.map { "\($0.key)=\($0.value)" }.sorted()
    let command =
      "clear; env -u LEETCODE_SESSION -u LEETCODE_CSRFTOKEN LANG=C.UTF-8 SWIFT_BACKTRACE=enable=no "
      + variables.joined(separator: " ") + " " + BinaryRunner.executable.path
      + arguments.map { " " + $0 }.joined() + "; echo rc=$?"
    type(command)
    send("Enter")
  }
}
