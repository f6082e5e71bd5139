import Foundation
import LeetTestSupport
import Testing

/// `leetview --print` through the built binary, on the bundled cache and on damaged caches.
@Suite struct PrintCommandTests {
  @Test func problemOneFromTheBundledCacheWithAnEmptyUserCache() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    let result = try BinaryRunner.run(["--offline", "--cache", cache.path, "--print", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "1. Two Sum")
    #expect(lines.dropFirst().first?.hasPrefix("Easy · Array, Hash Table · ") == true)
    #expect(lines.dropFirst(2).first == "")
    #expect(result.stdout.contains("10⁹"))
    #expect(result.stderr.isEmpty)
  }

  @Test func slugAndIdPrintTheSameText() throws {
    let byID = try BinaryRunner.run(["--offline", "--print", "--width", "60", "20"])
    let bySlug = try BinaryRunner.run(["--offline", "--print", "--width", "60", "valid-parentheses"])
    #expect(byID.status == 0)
    #expect(byID.stdout == bySlug.stdout)
  }

  @Test func printIsImpliedWhenStdoutIsNotATerminal() throws {
    let result = try BinaryRunner.run(["--offline", "two-sum"], environment: ["TERM": "xterm"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1. Two Sum\n"))
  }

  @Test func premiumProblemShowsItsLockAndSucceeds() throws {
    let result = try BinaryRunner.run(["--offline", "--print", "156"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("156. Binary Tree Upside Down\n"))
    #expect(result.stdout.contains("needs LeetCode Premium"))
  }

  @Test func chineseContentWithLangZh() throws {
    let result = try BinaryRunner.run(["--offline", "--print", "--lang", "zh", "--width", "40", "1"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1. 两数之和\n"))
    #expect(result.stdout.contains("简单 · 数组, 哈希表"))
  }

  @Test func colorNeverAndWidthAreObeyed() throws {
    for width in [80, 40] {
      let result = try BinaryRunner.run(
        ["--offline", "--print", "--color", "never", "--width", "\(width)", "combine-two-tables"])
      #expect(result.status == 0)
      #expect(!result.stdout.contains("\u{1B}"))
      #expect(!result.stdout.contains("<"))
      // A URL is never split: longer than the width, it is the one line wider than the width.
      let lines = result.stdout.split(separator: "\n")
      let url = "https://assets.leetview.invalid/uploads/combine-two-tables-join.png"
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == url })
      #expect(lines.allSatisfy { $0.count <= width || PrintRules.isLoneURL($0) })
    }
  }

  @Test func noLineEndsWithASeparatorAtWidth30() throws {
    for problem in ["1", "20", "50", "156"] {
      let result = try BinaryRunner.run(
        ["--offline", "--print", "--color", "never", "--width", "30", problem])
      #expect(result.status == 0, "\(result.stderr)")
      let lines = result.stdout.split(separator: "\n")
      for line in lines {
        #expect(!line.hasSuffix("·"), "problem \(problem): '\(line)'")
      }
    }
    // The separator starts the next line instead.
    let one = try BinaryRunner.run(["--offline", "--print", "--color", "never", "--width", "30", "1"])
    let lines = one.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(2)) == ["1. Two Sum", "Easy · Array, Hash Table"])
    #expect(lines.count > 3 && lines[2].hasPrefix("· ") && lines[2].hasSuffix("%") && lines[3] == "")
  }

  @Test func colorAlwaysCarriesOnlySGR() throws {
    let result = try BinaryRunner.run(["--offline", "--print", "--color", "always", "1"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\u{1B}[1m1. Two Sum\u{1B}[0m"))
    let sequences = result.stdout.components(separatedBy: "\u{1B}").dropFirst()
    #expect(
      sequences.allSatisfy {
        $0.hasPrefix("[") && $0.prefix(while: { $0 != "m" }).allSatisfy { "[0123456789;".contains($0) }
      })
  }

  @Test func unknownIDOfflineSaysToSync() throws {
    let result = try BinaryRunner.run(["--offline", "--print", "99999"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "leetview: no problem with id '99999' in the cached problem list; run `leetview sync "
        + "--details` when online (plain sync fetches no descriptions), or open it once online\n")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func slugNotCachedOfflineSaysToSync() throws {
    let result = try BinaryRunner.run(["--offline", "--print", "no-such-problem-here"])
    #expect(result.status == 1)
    // Plain `leetview sync` fetches no descriptions: the advice names what does.
    #expect(
      result.stderr
        == "leetview: problem 'no-such-problem-here' is not in the cache and leetview is offline; "
        + "run `leetview sync --details` when online, or open it once online\n")
  }

  @Test func damagedCacheFileIsNamed() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    let questions = cache.appendingPathComponent("leetcode.com/questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let file = questions.appendingPathComponent("two-sum.json")
    try Data("{\"data\":{\"question\":{\"title\":\"Two".utf8).write(to: file)
    let result = try BinaryRunner.run(["--offline", "--cache", cache.path, "--print", "two-sum"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("leetview: damaged cache file \(file.path): "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: file) == Data("{\"data\":{\"question\":{\"title\":\"Two".utf8))
  }

  @Test func wrongShapeAndDirectoryAreNamedToo() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    let questions = cache.appendingPathComponent("leetcode.com/questions")
    try FileManager.default.createDirectory(
      at: questions.appendingPathComponent("two-sum.json"), withIntermediateDirectories: true)
    try Data("[1,2,3]".utf8).write(to: questions.appendingPathComponent("powx-n.json"))
    let directory = try BinaryRunner.run(["--offline", "--cache", cache.path, "--print", "two-sum"])
    #expect(directory.status == 1)
    #expect(directory.stderr.contains("is a directory"))
    let shape = try BinaryRunner.run(["--offline", "--cache", cache.path, "--print", "powx-n"])
    #expect(shape.status == 1)
    #expect(shape.stderr.contains("powx-n.json: valid JSON but not"))
  }

  @Test func environmentCacheDirectoryIsUsed() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    let questions = cache.appendingPathComponent("leetcode.com/questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let json =
      #"{"data":{"question":{"questionFrontendId":"9001","title":"Team Fixture","titleSlug":"team-fixture","content":"<p>Only in the user cache.</p>"}}}"#
    try Data(json.utf8).write(to: questions.appendingPathComponent("team-fixture.json"))
    let result = try BinaryRunner.run(
      ["--offline", "--print", "team-fixture"], environment: ["LEETVIEW_CACHE_DIR": cache.path])
    #expect(result.status == 0)
    #expect(result.stdout == "9001. Team Fixture\n\nOnly in the user cache.\n")
  }
}
