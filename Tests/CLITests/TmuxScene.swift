import Foundation
import LeetTestSupport

/// A fake LeetCode's end-to-end set-up (a HOME, a cache, the environment) and a tmux pane whose
/// shell runs leetview against it, as the tmux suites use them.
struct TmuxScene {
  let setup: FetchEndToEndTests.Setup
  let pane: TmuxPane

  /// The set-up for `fake` and an open pane whose files are under a folder named after `name`.
  init(fake: FakeLeetCode, name: String) throws {
    setup = try FetchEndToEndTests.Setup(fake: fake)
    pane = try TmuxPane.start(name)
  }

  /// Types the shell line that runs `leetview arguments` and prints its status as `rc=N` when it
  /// ends.
  func launch(_ arguments: [String]) {
    pane.launchLeetview(arguments, environment: setup.environment)
  }

  /// Closes the pane and removes the set-up's files.
  func close() {
    pane.close()
    setup.cleanUp()
  }
}
