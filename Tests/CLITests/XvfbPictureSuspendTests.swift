import Foundation
import LeetTestSupport
import Testing

/// A statement picture's lifetime in real terminals under Xvfb, leetview run from an interactive
/// shell: scrolled off and back, Ctrl-Z (the shell's prompt on the screen) and `fg`. In the same
/// suite as the other screens: one Xvfb at a time.
extension XvfbPictureTests {
  /// Whether `box`, where the green square was, holds none of the picture: next to no green in
  /// it and the picture's area uncorrelated with the source.
  static func cleared(_ screen: [UInt8], at box: (x: Range<Int>, y: Range<Int>, count: Int)) -> Bool {
    guard greenBox(screen) == nil else { return false }
    var green = 0
    for y in box.y { for x in box.x where isGreen(screen, x: x, y: y) { green += 1 } }
    return green < box.count / 100 && abs(correlation(screen, box)) < 0.3
  }

  /// Runs an interactive bash in `terminal` under Xvfb, leetview on problem 1 of a page longer
  /// than the screen from it, and checks the picture leaves and comes back with its text.
  static func checkSuspend(
    terminal: String, environment: [String: String] = [:], arguments: ([String]) -> [String]
  ) throws {
    let setup = try FetchEndToEndTests.Setup(fake: try GraphicsTerminalTests.site())
    defer { setup.cleanUp() }
    let ttyFile = setup.root.appendingPathComponent("tty")
    let jobsFile = setup.root.appendingPathComponent("jobs")
    // Read by bash as its startup file: before each prompt, its stopped jobs into `jobs`.
    let startup = try Self.script(
      setup,
      [
        "tty > '\(ttyFile.path)'", "PS1='$ '", "PROMPT_COMMAND=\"jobs -s > '\(jobsFile.path)'\"",
      ])
    let screen = try XvfbScreen()
    defer { screen.close() }
    try screen.open(
      terminal, arguments(["bash", "--noprofile", "--rcfile", startup.path, "-i"]), environment: environment)
    try XvfbScreen.waitFor(seconds: 20) { FileManager.default.fileExists(atPath: jobsFile.path) }
    let tty = try String(contentsOf: ttyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    func jobs() -> String { (try? String(contentsOf: jobsFile, encoding: .utf8)) ?? "" }
    try XvfbScreen.type("'\(BinaryRunner.executable.path)' --pictures auto 1\r", into: tty)

    /// Waits for the picture on the screen, like the source, where it was first (if it was).
    func shown(at first: (x: Range<Int>, y: Range<Int>, count: Int)? = nil) throws
      -> (x: Range<Int>, y: Range<Int>, count: Int)
    {
      try screen.wait { pixels in
        guard let box = greenBox(pixels), correlation(pixels, box) > 0.85 else { return nil }
        if let first,
          abs(box.x.lowerBound - first.x.lowerBound) > 2 || abs(box.y.lowerBound - first.y.lowerBound) > 2
        {
          return nil
        }
        return box
      }
    }
    /// Types `keys`, then waits for `box` to hold none of the picture.
    func cleared(by keys: String, at box: (x: Range<Int>, y: Range<Int>, count: Int)) throws {
      try XvfbScreen.type(keys, into: tty)
      _ = try screen.wait { Self.cleared($0, at: box) ? true : nil }
    }
    /// `body`, saying which `step` in `terminal` did not come to pass.
    func step<T>(_ step: String, _ body: () throws -> T) throws -> T {
      do { return try body() } catch {
        Issue.record("\(terminal): \(step): \(error)")
        throw error
      }
    }

    let box = try step("the picture shown") { try shown() }
    // Scrolled off to the end of the page, and back to the top.
    try step("scrolled off by G") { try cleared(by: "G", at: box) }
    try XvfbScreen.type("g", into: tty)
    _ = try step("back by g") { try shown(at: box) }
    // Ctrl-Z: the shell has the screen (and says leetview stopped), the picture is gone.
    try step("off on Ctrl-Z") { try cleared(by: "\u{1A}", at: box) }
    try step("the shell's prompt") { try XvfbScreen.waitFor(seconds: 10) { jobs().contains("Stopped") } }
    #expect(Self.cleared(try #require(screen.pixels()), at: box), "stale pixels under the prompt")
    // `fg`: the page again, its picture in its place.
    try XvfbScreen.type("fg\r", into: tty)
    _ = try step("back on fg") { try shown(at: box) }
    try step("off on q") { try cleared(by: "q", at: box) }
    try step("leetview done") { try XvfbScreen.waitFor(seconds: 10) { !jobs().contains("Stopped") } }
  }

  @Test(.enabled(if: XvfbScreen.which("xterm") != nil, "skipped: xterm is not installed"))
  func xtermVT340TakesThePictureOffWhenScrolledOffAndOnCtrlZAndDrawsItAgainOnFg() throws {
    try Self.checkSuspend(terminal: "xterm", arguments: Self.xterm)
  }

  @Test(.enabled(if: XvfbScreen.which("kitty") != nil, "skipped: kitty is not installed"))
  func kittyTakesThePictureOffWhenScrolledOffAndOnCtrlZAndDrawsItAgainOnFg() throws {
    try Self.checkSuspend(terminal: "kitty", environment: Self.kittyEnvironment, arguments: Self.kitty)
  }
}
