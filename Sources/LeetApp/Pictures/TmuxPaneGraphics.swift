import FoundationEssentials
import Glibc
import HelperProcess
import TermCore

/// What tmux says of the pane leetview runs in, for pictures drawn through it: whether it hands
/// graphics on to the terminal outside (`allow-passthrough`, the pane's own or inherited), and
/// where the pane's first cell is in that terminal.
struct TmuxPaneGraphics: Hashable {
  /// Whether `allow-passthrough` is on (or `all`) for the pane.
  var passthrough: Bool
  /// The pane's corner in the outer terminal.
  var origin: Point

  /// The variables tmux is given: where its server is, which pane, and how to find itself.
  static let passedVariables: Set<String> = ["TMUX", "TMUX_PANE", "TMUX_TMPDIR", "PATH", "HOME"]

  /// The format asked for: the pane's top and left, and its passthrough option.
  static let format = "#{pane_top} #{pane_left} #{allow-passthrough}"

  /// A pane passing graphics on or not, its corner at `origin`.
  init(passthrough: Bool, origin: Point) {
    self.passthrough = passthrough
    self.origin = origin
  }

  /// Reads tmux's answer to `format` (`13 0 1`); nil when it is not one.
  init?(answer: String) {
    let words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.count == 3, let top = Int(words[0]), let left = Int(words[1]), top >= 0, left >= 0,
      top < 10_000, left < 10_000
    else { return nil }
    passthrough = ["1", "on", "all"].contains(words[2])
    origin = Point(x: left, y: top)
  }

  /// Asks the tmux of `environment` (its `TMUX` server, the pane `TMUX_PANE`), waiting at most
  /// half a second; nil when tmux is not there or does not answer.
  static func ask(environment: [String: String]) -> TmuxPaneGraphics? {
    guard let tmux = Toolchain.lookUp("tmux", in: environment["PATH"]) else { return nil }
    let target = environment["TMUX_PANE"].map { ["-t", $0] } ?? []
    let passed = environment.filter { passedVariables.contains($0.key) }
    guard
      let child = try? ChildProcess(
        tmux, arguments: ["display-message", "-p"] + target + [format], environment: passed)
    else { return nil }
    child.send(Data())
    let output = child.receive(limit: 4096, until: .now + .milliseconds(500))
    if child.waitForEnd(until: .now + .milliseconds(100)) == nil {
      child.signal(SIGKILL)
      child.waitForEnd()
    }
    return output.flatMap { TmuxPaneGraphics(answer: String(decoding: $0, as: UTF8.self)) }
  }
}
