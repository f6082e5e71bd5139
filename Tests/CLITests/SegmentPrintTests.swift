import Foundation
import LeetModel
import LeetTestSupport
import LeetText
import Testing

/// `leetview --print --segment solutions|comments|submissions` through the built binary: from
/// the bundled cache offline, and against the fake LeetCode then offline.
@Suite struct SegmentPrintTests {
  func offline(_ segment: String, _ problem: String, width: Int = 80, extra: [String: String] = [:])
    throws -> BinaryRunner.Result
  {
    let cache = try BinaryRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    return try BinaryRunner.run(
      [
        "--offline", "--cache", cache.path, "--print", "--color", "never", "--width", "\(width)",
        "--segment", segment, problem,
      ], environment: extra)
  }

  /// No line wider than `width` but one holding only a URL, no control character but newline.
  func expectClean(_ text: String, width: Int, _ what: String) {
    for line in text.split(separator: "\n") where !PrintRules.isLoneURL(line) {
      #expect(DisplayWidthProbe.columns(String(line)) <= width, "\(what): '\(line)'")
    }
    for line in text.split(separator: "\n") {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(what)")
    }
  }

  @Test func solutionsOfProblemOneFromTheBundledCache() throws {
    let result = try offline("solutions", "1")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let text = result.stdout
    #expect(text.hasPrefix("1. Two Sum\n"))
    let editorial = try #require(text.range(of: "★ Editorial: Two Sum: from pairs to one pass"))
    let firstEntry = try #require(text.range(of: "One pass, one dictionary (Go, Rust)"))
    #expect(editorial.lowerBound < firstEntry.lowerBound)
    #expect(text.contains("\nmira_k · ▲ 412 · 20.3K views · Go, Rust · 2026-03-02\n"))
    #expect(text.contains("Sort and two pointers, no map needed"))
    // The articles follow the list: the editorial's and the community ones.
    #expect(text.contains("by LeetCode"))
    #expect(text.contains("by mira_k"))
    #expect(text.contains("by tomas.b"))
    #expect(!text.contains("**") && !text.contains("```"))
  }

  @Test func noListLineEndsWithASeparatorAtWidth30() throws {
    for segment in ["solutions", "comments"] {
      let result = try offline(segment, "1", width: 30)
      #expect(result.status == 0, "\(result.stderr)")
      for line in result.stdout.split(separator: "\n") {
        #expect(!line.hasSuffix("·"), "\(segment): '\(line)'")
      }
      expectClean(result.stdout, width: 30, segment)
    }
  }

  @Test func bundledSegmentsPrintCleanlyAt80And40() throws {
    for problem in ["1", "20"] {
      for segment in ["solutions", "comments", "submissions"] {
        for width in [80, 40] {
          let result = try offline(segment, problem, width: width)
          #expect(result.status == 0, "\(segment) \(problem): \(result.stderr)")
          expectClean(result.stdout, width: width, "\(segment) of \(problem) at \(width)")
        }
      }
    }
  }

  @Test func colorAlwaysCarriesOnlySGR() throws {
    for segment in ["solutions", "comments", "submissions"] {
      let cache = try BinaryRunner.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: cache) }
      let result = try BinaryRunner.run(
        ["--offline", "--cache", cache.path, "--print", "--color", "always", "--segment", segment, "1"])
      #expect(result.status == 0)
      #expect(result.stdout.contains("\u{1B}["), "\(segment) is styled")
      for sequence in result.stdout.components(separatedBy: "\u{1B}").dropFirst() {
        let body = sequence.prefix(while: { $0 != "m" })
        #expect(sequence.hasPrefix("[") && body.allSatisfy { "[0123456789;".contains($0) }, "\(segment)")
      }
    }
  }

  @Test func chineseLabelsWithLangZh() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let result = try BinaryRunner.run(
      ["--offline", "--cache", cache.path, "--print", "--lang", "zh", "--segment", "solutions", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("★ 官方题解："))
    #expect(result.stdout.contains("作者：mira_k"))
  }

  @Test func commentsWithTheirCachedReplies() throws {
    let result = try offline("comments", "two-sum")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("📌 pinned · quiet_owl · ▲ 318 · "))
    #expect(result.stdout.contains("↳ 2 replies"))
    #expect(result.stdout.contains("ranjit · ▲ 120"))
    #expect(result.stdout.contains("Good catch, that is exactly why the order matters."))
  }

  @Test func submissionsWithoutCredentialsExplainHowToSignIn() throws {
    let result = try offline("submissions", "1")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("signed in to leetcode.com"))
    #expect(result.stdout.contains("leetview login"))
    #expect(result.stdout.contains("LEETCODE_CSRFTOKEN"))
  }

  @Test func onlineAgainstTheFakeThenOfflinePrintTheSame() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    let setup = try FetchEndToEndTests.Setup(fake: fake)
    defer { setup.cleanUp() }
    let credentials = ["LEETCODE_SESSION": "s3cret-session", "LEETCODE_CSRFTOKEN": "s3cret-csrf"]
    let args = ["--print", "--color", "never", "--width", "72", "--segment"]
    for segment in ["solutions", "comments", "submissions"] {
      let signedIn = segment == "submissions" ? credentials : [:]
      let before = fake.requests.count
      let online = try setup.run(args + [segment, "1"], extra: signedIn)
      let sent = fake.requests.dropFirst(before)
      #expect(!sent.isEmpty)
      // Cookies go out only when there are credentials.
      #expect(sent.allSatisfy { ($0.headers["cookie"] != nil) == !signedIn.isEmpty }, "\(segment)")
      #expect(online.status == 0, "\(segment): \(online.stderr)")
      let offline = try setup.run(["--offline"] + args + [segment, "1"], extra: signedIn)
      #expect(offline.status == 0, "\(segment): \(offline.stderr)")
      #expect(online.stdout == offline.stdout, "\(segment)")
      #expect(online.stdout.hasPrefix("1. Pebble Count 1\n"))
    }
    let solutions = try setup.run(["--offline"] + args + ["solutions", "1"])
    #expect(solutions.stdout.contains("★ Editorial: Counting pebbles, officially"))
    #expect(solutions.stdout.contains("pebble_fan · ▲ 88"))
    #expect(solutions.stdout.contains("by writer_5001"))
    let comments = try setup.run(["--offline"] + args + ["comments", "1"])
    #expect(comments.stdout.contains("stone_reader · ▲ 40"))
    #expect(comments.stdout.contains("Agreed, once."))
    let submissions = try setup.run(["--offline"] + args + ["submissions", "1"], extra: credentials)
    #expect(submissions.stdout.contains("Accepted · Python3 · 40 ms · 16.1 MB"))
    #expect(submissions.stdout.contains("Runtime 40 ms, beats 87.5% · Memory 16.1 MB, beats 55.3%"))
    for text in setup.cachedTexts() {
      #expect(!text.contains("s3cret-session") && !text.contains("s3cret-csrf"))
    }
    #expect(fake.operations.contains("submissionDetails"))
  }

  @Test func offlineSegmentNotCachedIsOneLine() throws {
    let setup = try FetchEndToEndTests.Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let online = try setup.run(["--print", "2"])
    #expect(online.status == 0, "\(online.stderr)")
    let result = try setup.run(["--offline", "--print", "--segment", "comments", "2"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("leetview: the Comments page of 'pebble-count-2' is not in the cache") == true)
  }

  @Test func preferredLanguageFromTheConfigFileComesFirst() throws {
    let config = try BinaryRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: config) }
    let directory = config.appendingPathComponent("leetview")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("config.json")
    try Data(#"{"preferredLanguage": "rust"}"#.utf8).write(to: file)
    chmod(file.path, 0o600)
    let plain = try offline("solutions", "1", width: 100)
    let rustFirst = try offline("solutions", "1", width: 100, extra: ["XDG_CONFIG_HOME": config.path])
    #expect(rustFirst.status == 0, "\(rustFirst.stderr)")
    let go = "func twoSum(nums []int, target int) []int {"
    let rust = "pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {"
    func order(_ text: String) -> Bool? {
      guard let g = text.range(of: go), let r = text.range(of: rust) else { return nil }
      return g.lowerBound < r.lowerBound
    }
    #expect(order(plain.stdout) == true)
    #expect(order(rustFirst.stdout) == false)
  }
}

/// Terminal columns of a line, through the same table leetview uses.
enum DisplayWidthProbe {
  static func columns(_ text: String) -> Int {
    StyledLine([Span(text)]).width
  }
}

/// A stale segment whose refresh fails is printed with a note on stderr.
@Suite struct SegmentStalePrintTests {
  @Test func refreshFailureKeepsTheCachedSegmentAndSaysSo() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    let setup = try FetchEndToEndTests.Setup(fake: fake)
    defer { setup.cleanUp() }
    let args = ["--print", "--color", "never", "--segment", "comments", "1"]
    let first = try setup.run(args)
    #expect(first.status == 0, "\(first.stderr)")
    fake.stop()
    let again = try setup.run(["--refresh"] + args)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == first.stdout)
    #expect(again.stderr.contains("leetview: showing the cached comments; could not refresh"))
  }
}
