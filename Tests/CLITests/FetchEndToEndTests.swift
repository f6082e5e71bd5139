import Foundation
import LeetTestSupport
import Testing

/// `leetview` against a fake LeetCode, through the built binary.
@Suite struct FetchEndToEndTests {
  /// A temporary cache and config, and the environment that points leetview at `fake`.
  struct Setup {
    let root: URL
    let fake: FakeLeetCode
    var environment: [String: String]

    init(fake: FakeLeetCode) throws {
      self.fake = fake
      root = try BinaryRunner.temporaryDirectory("leetview-e2e")
      let bundled = root.appendingPathComponent("no-bundled-cache")
      try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
      environment = [
        "LEETVIEW_ENDPOINT": fake.baseURL,
        "LEETVIEW_CACHE_DIR": root.appendingPathComponent("cache").path,
        "LEETVIEW_BUNDLED_CACHE": bundled.path,
        "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        "HOME": root.path,
      ]
    }

    var cache: URL { root.appendingPathComponent("cache/leetcode.com") }

    func run(_ arguments: [String], extra: [String: String] = [:], stdin: Data? = nil) throws
      -> BinaryRunner.Result
    {
      try BinaryRunner.run(arguments, environment: environment.merging(extra) { $1 }, stdin: stdin)
    }

    func cleanUp() {
      fake.stop()
      try? FileManager.default.removeItem(at: root)
    }

    /// Every cached file's text.
    func cachedTexts() -> [String] {
      let walker = FileManager.default.enumerator(atPath: root.path)
      var texts: [String] = []
      while let path = walker?.nextObject() as? String {
        if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) {
          texts.append(String(decoding: data, as: UTF8.self))
        }
      }
      return texts
    }
  }

  private let printArgs = ["--print", "--color", "never", "--width", "72"]

  @Test func printFetchesListAndQuestionThenWorksOffline() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let online = try setup.run(printArgs + ["3"])
    #expect(online.status == 0, "stderr: \(online.stderr)")
    #expect(online.stdout.hasPrefix("3. Pebble Count 3\n"))
    #expect(online.stdout.contains("blue"))
    #expect(online.stderr.isEmpty)
    #expect(setup.fake.operations == ["problemsetQuestionList", "questionData"])

    let question = setup.cache.appendingPathComponent("questions/pebble-count-3.json")
    #expect(
      FileManager.default.contents(atPath: question.path)
        == FakeFixtures.question(id: "3", slug: "pebble-count-3", title: "Pebble Count 3"))
    let list =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: setup.cache.appendingPathComponent("problemset.json")))
      as? [String: Any]
    #expect(list?["fetchedAt"] is String)
    #expect(
      (list?["questions"] as? [[String: Any]])?.first?["frontendQuestionId"] as? String == "1")

    setup.fake.stop()
    let offline = try setup.run(printArgs + ["--offline", "3"])
    #expect(offline.status == 0)
    #expect(offline.stdout == online.stdout)
    #expect(offline.stderr.isEmpty)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func recordedTwoSumIsFetchedStoredVerbatimAndPrintedOfflineAlike() throws {
    guard
      let recorded = Corpus.directory?.appendingPathComponent(
        "recorded/question_two-sum__alfa-leetcode-api.json"),
      let body = FileManager.default.contents(atPath: recorded.path),
      let rows = Corpus.lines("problemset.jsonl")
    else {
      throw CorpusError.missing("recorded/question_two-sum__alfa-leetcode-api.json")
    }
    let fake = try FakeLeetCode()
    fake.serveList(rows: Array(rows.prefix(40)), pageCap: 100)
    fake.serveQuestion("two-sum", body: body)
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let online = try setup.run(printArgs + ["1"])
    #expect(online.status == 0, "stderr: \(online.stderr)")
    #expect(online.stdout.hasPrefix("1. Two Sum\n"))
    #expect(
      FileManager.default.contents(
        atPath: setup.cache.appendingPathComponent("questions/two-sum.json").path) == body)
    setup.fake.stop()
    let offline = try setup.run(printArgs + ["--offline", "1"])
    #expect(offline.stdout == online.stdout)
  }

  @Test func staleCopyIsShownWithANoteWhenTheHostIsGone() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let first = try setup.run(printArgs + ["pebble-count-2"])
    #expect(first.status == 0)
    let file = setup.cache.appendingPathComponent("questions/pebble-count-2.json")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-10 * 86_400)], ofItemAtPath: file.path)
    let before = try Data(contentsOf: file)
    setup.fake.stop()
    let started = Date()
    let stale = try setup.run(printArgs + ["pebble-count-2"])
    let seconds = Date().timeIntervalSince(started)
    print("stale copy with the host gone shown after \(String(format: "%.2f", seconds)) s")
    #expect(stale.status == 0)
    #expect(stale.stdout == first.stdout)
    #expect(
      stale.stderr.hasPrefix(
        "leetview: showing the cached copy (cached 10 days ago); could not refresh it: cannot reach 127.0.0.1:"
      ))
    #expect(stale.stderr.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func everyFailureIsOneLineAndExitOne() throws {
    let cases: [(FakeLeetCode.Fault, String)] = [
      (.cloudflare, "leetview: blocked by LeetCode's bot protection (Cloudflare)"),
      (
        .graphQLErrors("That question is hidden."),
        "leetview: LeetCode answered with an error: That question is hidden."
      ),
      (.nullQuestion, "leetview: LeetCode has no problem 'pebble-count-1'"),
      (.truncatedJSON, "leetview: 127.0.0.1:"),
    ]
    for (fault, prefix) in cases {
      let setup = try Setup(fake: try FakeFixtures.smallSite())
      defer { setup.cleanUp() }
      setup.fake.inject(fault)
      let result = try setup.run(printArgs + ["pebble-count-1"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(prefix), "got: \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(
        !FileManager.default.fileExists(
          atPath: setup.cache.appendingPathComponent("questions").path))
    }
  }

  /// A server error on a problem nothing has cached: `--offline` would find nothing, so it is
  /// not suggested.
  @Test func aServerErrorOnAnUncachedProblemDoesNotSuggestOffline() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    setup.fake.inject(.status(500), count: 10)
    let result = try setup.run(printArgs + ["pebble-count-1"])
    #expect(result.status == 1)
    let host = setup.fake.baseURL.replacingOccurrences(of: "http://", with: "")
    #expect(
      result.stderr
        == "leetview: \(host) answered HTTP 500 (a server error) after 1 try; try again later\n")
  }

  @Test func plainHTTPToAnotherHostIsRefused() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let result = try setup.run(
      printArgs + ["pebble-count-1"], extra: ["LEETVIEW_ENDPOINT": "http://leetcode.example.com"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "leetview: LEETVIEW_ENDPOINT 'http://leetcode.example.com' uses plain http"))
    #expect(setup.fake.requests.isEmpty)
  }

  @Test func credentialsAreSentButNeverPrintedOrCached() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let secrets = [
      "LEETCODE_SESSION": "e2e-secret-session", "LEETCODE_CSRFTOKEN": "e2e-secret-token",
    ]
    var outputs: [String] = []
    let ok = try setup.run(printArgs + ["1"], extra: secrets)
    outputs += [ok.stdout, ok.stderr]
    setup.fake.inject(.cloudflare)
    let blocked = try setup.run(printArgs + ["pebble-count-4"], extra: secrets)
    outputs += [blocked.stdout, blocked.stderr]
    setup.fake.inject(.graphQLErrors("nope"))
    let failed = try setup.run(printArgs + ["pebble-count-5"], extra: secrets)
    outputs += [failed.stdout, failed.stderr]
    #expect(blocked.status == 1 && failed.status == 1)
    #expect(setup.fake.requests.first?.headers["x-csrftoken"] == "e2e-secret-token")
    for text in outputs + setup.cachedTexts() {
      #expect(!text.contains("e2e-secret"))
    }
  }

  @Test func loginStoresAPrivateConfigThatLaterRequestsUse() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let login = try setup.run(["login", "--paste"], stdin: Data("typed-session\ntyped-token\n".utf8))
    #expect(login.status == 0, "stderr: \(login.stderr)")
    #expect(!(login.stdout + login.stderr).contains("typed-"))
    let config = setup.root.appendingPathComponent("config/leetview/config.json")
    let mode =
      try FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let fetched = try setup.run(printArgs + ["pebble-count-1"])
    #expect(fetched.status == 0)
    #expect(
      setup.fake.requests.last?.headers["cookie"]
        == "LEETCODE_SESSION=typed-session; csrftoken=typed-token")

    chmod(config.path, 0o644)
    let refused = try setup.run(printArgs + ["--refresh", "pebble-count-1"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "leetview: refusing to read \(config.path): group or others can read it"))
  }

  @Test func loginExplainsItselfWrappedToTheTerminalWithoutALoneWord() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let config = setup.root.appendingPathComponent("config/leetview/config.json").path
    var counts: [Int: Int] = [:]
    for width in [40, 80] {
      // Piped, the width is $COLUMNS, else 80.
      let extra = width == 80 ? [:] : ["COLUMNS": "\(width)"]
      let login = try setup.run(
        ["login", "--paste"], extra: extra, stdin: Data("typed-session\ntyped-token\n".utf8))
      #expect(login.status == 0, "stderr: \(login.stderr)")
      let lines = login.stderr.components(separatedBy: "\n").prefix { !$0.hasPrefix("LEETCODE_SESSION:") }
      #expect(lines.contains("  " + config), "the path on a line of its own: \(lines)")
      let text = lines.filter { !$0.isEmpty && $0 != "  " + config }
      #expect(text.count >= 3, "\(lines)")
      for line in text {
        #expect(line.count <= width, "\(width): \(line)")
        #expect(line.split(separator: " ").count >= 2, "a lone word at \(width): \(lines)")
      }
      #expect(
        text.joined(separator: " ").contains("copy the values of the LEETCODE_SESSION and csrftoken cookies"))
      counts[width] = text.count
    }
    #expect((counts[40] ?? 0) > (counts[80] ?? 0), "wrapped to the width, not before: \(counts)")
  }

  @Test func syncWithDetailsFillsTheCacheAndSummarises() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite(count: 4, paid: [2]))
    defer { setup.cleanUp() }
    let result = try setup.run(["sync", "--details"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "leetview sync: 4 problems in the list; descriptions: 3 fetched, 0 already cached, 1 premium skipped, 0 failed"
      ))
    #expect(result.stderr.split(separator: "\n").count == 1)
    for n in [1, 3, 4] {
      #expect(
        FileManager.default.fileExists(
          atPath: setup.cache.appendingPathComponent("questions/pebble-count-\(n).json").path))
    }
    setup.fake.stop()
    let offline = try setup.run(printArgs + ["--offline", "4"])
    #expect(offline.stdout.hasPrefix("4. Pebble Count 4\n"))
  }

  @Test func syncWithDetailsSaysWhichFailedAndWhyAndExitsNonZero() throws {
    let fake = try FakeFixtures.smallSite(count: 3)
    var rows = (1...3).map {
      FakeFixtures.listRow(id: "\($0)", slug: "pebble-count-\($0)", title: "Pebble Count \($0)")
    }
    rows += [4, 5].map { FakeFixtures.listRow(id: "\($0)", slug: "ghost-\($0)", title: "Ghost \($0)") }
    rows.append(FakeFixtures.listRow(id: "6", slug: "locked-6", title: "Locked 6"))
    fake.serveQuestion(
      "locked-6", body: FakeFixtures.question(id: "6", slug: "locked-6", title: "Locked 6", paidOnly: true))
    fake.serveList(rows: rows)
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let result = try setup.run(["sync", "--details"])
    #expect(result.status == 1, "stderr: \(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines)")
    #expect(
      lines.first?.hasPrefix(
        "leetview sync: 6 problems in the list; descriptions: 3 fetched, 0 already cached, "
          + "0 premium skipped, 3 failed (2 not found, 1 premium (no access))") == true, "\(lines)")
    #expect(
      lines.last
        == "leetview: 3 descriptions could not be fetched: 2 not found: ghost-4, ghost-5; "
        + "1 premium (no access): locked-6")
  }

  @Test func syncWithDetailsFetchesPicturesThroughTheAssetMirror() throws {
    let fake = try FakeFixtures.smallSite(count: 1)
    let picture = "https://assets.leetcode.com/uploads/pebbles.gif"
    fake.serveQuestion(
      "pebble-count-1",
      body: FakeFixtures.question(
        id: "1", slug: "pebble-count-1", title: "Pebble Count 1",
        content: "<p>See:</p><img src=\"\(picture)\">"))
    let gif = Data("GIF89a".utf8) + Data(repeating: 0, count: 40)
    fake.serveAsset(picture, body: gif, contentType: "image/gif")
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let result = try setup.run(["sync", "--details"], extra: ["LEETVIEW_ASSET_MIRROR": fake.baseURL])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("; pictures: 1 fetched, 0 failed"))
    #expect(fake.requests.contains { $0.path == "/assets.leetcode.com/uploads/pebbles.gif" })
    let images = setup.cache.appendingPathComponent("images")
    let files = try FileManager.default.contentsOfDirectory(atPath: images.path)
    #expect(files.count == 1 && files.first?.hasSuffix(".gif") == true)
    #expect(
      FileManager.default.contents(atPath: images.appendingPathComponent(files.first ?? "").path) == gif)
  }

  @Test func dailyPrintsTodaysProblem() throws {
    let fake = try FakeFixtures.smallSite()
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    fake.serveDaily(
      FakeFixtures.daily(slug: "pebble-count-5", id: "5", date: formatter.string(from: Date())))
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let result = try setup.run(printArgs + ["daily"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("5. Pebble Count 5\n"))
  }
}
