import Foundation
import LeetTestSupport
import Testing

/// `leetview random [FILTER]` end to end: it picks from the cached list with the browser's filter
/// language (marks included), prints when piped, and fails with one line when nothing matches.
@Suite struct RandomCommandTests {
  /// Runs `random` with `filter` words, printed, signed in.
  static func random(_ setup: MarksCommandTests.Setup, _ filter: [String], offline: Bool = false) throws
    -> BinaryRunner.Result
  {
    try setup.solve.run(
      ["random"] + filter + ["--print", "--color", "never"] + (offline ? ["--offline"] : []))
  }

  @Test func aFilterOfOneMarkPicksItsProblemAndPrintsIt() throws {
    let setup = try MarksCommandTests.Setup()
    defer { setup.solve.cleanUp() }
    let solved = try Self.random(setup, ["is:solved"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(solved.stdout.hasPrefix("3. Orchard Paths\n"), "\(solved.stdout)")
    // Several words are one filter.
    let attempted = try Self.random(setup, ["is:attempted", "bridge"])
    #expect(attempted.status == 0, "\(attempted.stderr)")
    #expect(attempted.stdout.hasPrefix("2. Bridge of Ropes\n"), "\(attempted.stdout)")
  }

  @Test func eachPickIsOneTheFilterKeeps() throws {
    let setup = try MarksCommandTests.Setup()
    defer { setup.solve.cleanUp() }
    var seen: Set<String> = []
    for _ in 0..<12 {
      let result = try Self.random(setup, ["is:unsolved"])
      #expect(result.status == 0, "\(result.stderr)")
      let title = String(result.stdout.prefix { $0 != "\n" })
      #expect(["1. Pebble Pairs", "2. Bridge of Ropes"].contains(title), "\(title)")
      seen.insert(title)
    }
    // Twelve picks of two land on both but once in 2,048 runs.
    #expect(seen.count == 2, "\(seen)")
  }

  @Test func nothingMatchingIsOneLineAndExitOne() throws {
    let setup = try MarksCommandTests.Setup()
    defer { setup.solve.cleanUp() }
    let result = try Self.random(setup, ["is:solved", "d:hard"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "leetview: no problem in the cached list matches 'is:solved d:hard'; try a wider filter\n")
    // A hostile filter is shown clean.
    let hostile = try Self.random(setup, ["zz\u{1B}[31mred"])
    #expect(hostile.status == 1)
    #expect(!hostile.stderr.contains("\u{1B}"), "\(hostile.stderr)")
    #expect(hostile.stderr.split(separator: "\n").count == 1)
  }

  @Test func aFilterValueItDoesNotTakeNamesTheValues() throws {
    let setup = try MarksCommandTests.Setup()
    defer { setup.solve.cleanUp() }
    let result = try Self.random(setup, ["d:impossible"])
    #expect(result.status == 1 && result.stdout.isEmpty)
    #expect(result.stderr == "leetview: 'd:impossible' is not a filter: d: takes easy, medium or hard\n")
  }

  @Test func offlineWithoutAListSaysSo() throws {
    let setup = try MarksCommandTests.Setup()
    defer { setup.solve.cleanUp() }
    let result = try Self.random(setup, [], offline: true)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("leetview: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
