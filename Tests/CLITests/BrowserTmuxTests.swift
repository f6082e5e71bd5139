import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the browser in a real terminal (tmux), offline, on temporary caches: team-written
/// problems, and the whole problem list from `../shared/corpus` when it is there.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct BrowserTmuxTests {
  @Test func searchOpenComeBackWidenSwitchToChineseEditTabsAndRemember() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache)
    session.launch(["--offline"])
    let list = try session.waitForScreen {
      $0[0].contains("Problems") && $0.joined().contains("Harbor Lights")
    }
    #expect(list.contains { $0.contains("Lantern Relay") && $0.contains("Medium") && $0.contains("↓") })
    #expect(list.contains { $0.contains("Silent Bells") && $0.contains("🔒") })

    // Typing filters at once; Enter opens the first result.
    session.type("lantern rel")
    let filtered = try session.waitForScreen { $0[0].contains("/lantern rel") }
    #expect(filtered[1].contains("Lantern Relay"), "best match first: \(filtered[1])")
    session.send("Enter")
    let page = try session.waitForScreen {
      $0[0].contains("9001. Lantern Relay") && $0.joined().contains("Paragraph 1")
    }
    #expect(page[1].contains("Description") && page[1].contains("Comments"))
    #expect(!page.joined().contains("Harbor Lights"), "at 80 columns the problem has the screen")

    // Esc comes back to the list at the same place.
    session.send("Escape")
    let back = try session.waitForScreen { $0[0].contains("/lantern rel") }
    #expect(back[1].contains("Lantern Relay"))

    // Wider: the list stays as a sidebar beside the problem.
    session.resize(width: 140, height: 30)
    let wide = try session.waitForScreen {
      $0.count == 30 && $0[0].contains("/lantern rel") && $0[0].contains("9001. Lantern Relay")
    }
    #expect(wide[1].contains("Lantern Relay") && wide[1].contains("Description"))

    // Ctrl-G: the problem and the labels in Chinese (letters type into the filter).
    session.send("C-g")
    // The whole frame, not its first rows: tmux may show a frame half written on a busy machine.
    let chinese = try session.waitForScreen { $0[1].contains("题目描述") && $0.joined().contains("第 1 段") }
    #expect(chinese[0].contains("灯笼接力") && chinese[0].contains("/lantern rel"))
    #expect(chinese.allSatisfy { $0.count <= 140 })
    session.send("C-g")
    _ = try session.waitForScreen { $0[1].contains("Description") }

    // Edit the tab bar: hide Comments; kept in the config file beside the credentials.
    session.send("C-e")
    _ = try session.waitForScreen { $0.joined().contains("Tab bar") }
    session.send("j")
    session.send("Space")
    session.send("Enter")
    let edited = try session.waitForScreen { !$0.joined().contains("Tab bar") }
    #expect(edited[1].contains("Solutions") && !edited[1].contains("Comments"))
    // Esc clears the filter, and on an empty filter quits.
    session.send("Escape")
    _ = try session.waitForScreen { $0[0].contains("Problems") }
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    let config = try String(contentsOf: session.configFile, encoding: .utf8)
    #expect(config.contains("\"hiddenTabs\"") && config.contains("\"comments\""))
    #expect(config.contains("keep-this-session"), "credentials survive: \(config)")
    var info = stat()
    #expect(stat(session.configFile.path, &info) == 0 && info.st_mode & 0o777 == 0o600)

    // A new start: the tab choice applies, and the problem is first among the recently viewed.
    session.launch(["--offline"])
    let again = try session.waitForScreen {
      $0[0].contains("Problems") && $0.last?.contains("quit") == true
    }
    // Under the plans', lists' and contests' rows.
    #expect(again[4].contains("Recently viewed"), "\(again[4])")
    #expect(again[5].contains("Lantern Relay"))
    session.send("Enter")
    let reopened = try session.waitForScreen {
      $0[0].contains("9001. Lantern Relay") && $0.last?.contains("line") == true
    }
    #expect(reopened[1].contains("Solutions") && !reopened[1].contains("Comments"))
    #expect(reopened.last?.contains("q list") == true, "q goes back: \(reopened.last ?? "")")
    session.send("q")
    _ = try session.waitForScreen { $0[0].contains("Problems") }
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func oneProblemAppliesTheSavedTabsAndSwitchesLanguage() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache)
    let config =
      #"{"LEETCODE_SESSION": "keep-this-session", "tabOrder": ["description", "submissions", "#
      + #""solutions", "comments"], "hiddenTabs": ["comments"]}"#
    try Data(config.utf8).write(to: session.configFile)
    session.launch(["--offline", "9001"])
    let page = try session.waitForScreen {
      $0[0].contains("9001. Lantern Relay") && $0[1].contains("Description")
        && $0.last?.contains("line") == true
    }
    let labels = page[1]
    #expect(!labels.contains("Comments"))
    let submissions = try #require(labels.range(of: "Submissions"))
    let solutions = try #require(labels.range(of: "Solutions"))
    #expect(submissions.lowerBound < solutions.lowerBound, "saved order: \(labels)")
    session.send("L")
    let chinese = try session.waitForScreen { $0[1].contains("题目描述") }
    #expect(chinese[0].contains("灯笼接力") && chinese[1].contains("提交记录"))
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func aFreshCloneBrowsesTheBundledListAndItsSegments() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    let bundled = Corpus.repositoryRoot.appendingPathComponent("cache").path
    session.launch(["--offline"], bundled: bundled)
    let list = try session.waitForScreen {
      $0[0].contains("Problems") && $0.last?.contains("quit") == true
    }
    let row = try #require(list.first { $0.contains("Two Sum") })
    #expect(row.contains("Easy") && row.contains("↓"))
    session.type("two")
    _ = try session.waitForScreen { $0[0].contains("/two") }
    session.send("Enter")
    _ = try session.waitForScreen { $0[0].contains("1. Two Sum") }
    session.send("3")
    let solutions = try session.waitForScreen { $0.joined().contains("Editorial") }
    #expect(solutions[2].contains("━"))
    session.send("q")
    _ = try session.waitForScreen { $0[0].contains("/two") }
    session.send("Escape")
    _ = try session.waitForScreen { $0[0].contains("Problems") }
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func dailyOpensInTheInterfaceAndIsMarkedInTheList() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache, daily: "harbor-lights")
    session.launch(["--offline", "daily"])
    let page = try session.waitForScreen {
      $0[0].contains("5. Harbor Lights") && $0.last?.contains("line") == true
    }
    #expect(page[1].contains("Description"))
    session.send("q")
    let list = try session.waitForScreen {
      $0[0].contains("Problems") && $0.last?.contains("quit") == true
    }
    let row = try #require(list.first { $0.contains("Harbor Lights") && !$0.contains("Recently") })
    #expect(row.contains("★"), "today's daily is marked: \(row)")
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func syncFromTheBrowserShowsProgressAndRefreshesTheList() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache)
    let fake = try FakeFixtures.smallSite(count: 4, paid: [2])
    defer { fake.stop() }
    session.launch([], endpoint: fake.baseURL)
    // The cached list is a month old: it is refreshed first, by itself.
    _ = try session.waitForScreen { $0.last?.contains("Problem list refreshed") == true }
    session.send("C-r")
    _ = try session.waitForScreen { $0.joined().contains("y start  n cancel") }
    session.send("y")
    let done = try session.waitForScreen {
      $0.last?.contains("sync: 4 problems in the list") == true
    }
    #expect(done.last?.contains("3 fetched") == true, "\(done.last ?? "")")
    #expect(done[0].hasSuffix("4"), "the list after the sync: \(done[0])")
    let row = try #require(done.first { $0.contains("Pebble Count 1") })
    #expect(row.contains("↓"), "fetched statements are marked cached: \(row)")
    #expect(fake.operations.allSatisfy { !$0.isEmpty })
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  /// Issue 19, major 2: with GraphQL hanging, a problem opened from the list after another showed
  /// the other's page for 20 s, and `x` `y` there submitted the other.
  @Test func aHangingProblemShowsItsOwnLoadingScreenAndSubmitsNothing() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache)
    let fake = try FakeLeetCode()
    defer { fake.stop() }
    fake.serve(pathPrefix: "/graphql") { _ in .hang }
    session.launch([], endpoint: fake.baseURL)
    _ = try session.waitForScreen { $0[0].contains("Problems") && $0.joined().contains("Harbor Lights") }
    session.type("lantern relay")
    _ = try session.waitForScreen { $0[0].contains("/lantern relay") }
    session.send("Enter")
    _ = try session.waitForScreen { $0[0].contains("9001. Lantern Relay") }
    session.send("q")
    session.send("C-u")
    session.type("lattice")
    _ = try session.waitForScreen { $0[0].contains("/lattice") && $0[1].contains("Lantern Lattice") }
    session.send("Enter")
    let loading = try session.waitForScreen {
      $0.joined().contains("9002. Lantern Lattice") && $0.joined().contains("Fetching problem 9002")
    }
    #expect(!loading.joined().contains("Paragraph 1"), "not Lantern Relay's page: \(loading)")
    session.send("x")
    _ = try session.waitForScreen { $0.joined().contains("Lantern Lattice is still loading") }
    session.send("y")
    // Not a pause: `q` back to the list comes after `y`, so once the list shows, `y` has been
    // handled and any request it asked for has been sent.
    session.send("q")
    _ = try session.waitForScreen { $0[0].contains("/lattice") }
    let paths = fake.requests.map(\.path)
    #expect(!paths.contains { $0.contains("submit") || $0.contains("interpret") }, "\(paths)")
    session.send("C-c")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  /// Issue 19, major 3: a first run online refreshed nothing, and showed the 5 bundled problems.
  @Test func aFirstRunOnlineRefreshesTheBundledListByItself() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    let fake = try FakeFixtures.smallSite(count: 8)
    defer { fake.stop() }
    let bundled = Corpus.repositoryRoot.appendingPathComponent("cache").path
    session.launch([], endpoint: fake.baseURL, bundled: bundled)
    let refreshed = try session.waitForScreen {
      $0.last?.contains("Problem list refreshed: 8 problems") == true
    }
    #expect(refreshed[0].contains("Problems") && refreshed[0].hasSuffix("8"), "\(refreshed[0])")
    #expect(refreshed.contains { $0.contains("Pebble Count 1") }, "\(refreshed.joined(separator: "\n"))")
    #expect(!refreshed.contains { $0.contains("Two Sum") }, "the bundled list is replaced")
    #expect(fake.operations.contains("problemsetQuestionList"))
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func theWholeProblemListFromTheCorpus() throws {
    guard let lines = Corpus.lines("problemset.jsonl"), let questions = Corpus.lines("questions.jsonl")
    else {
      throw CorpusError.missing("problemset.jsonl")
    }
    let session = try BrowserTmux.start()
    defer { session.close() }
    // One statement from the corpus, cached in the temporary cache only.
    let question = try #require(
      try JSONSerialization.jsonObject(with: questions[0]) as? [String: Any])
    let title = try #require(question["title"] as? String)
    let slug = try #require(question["titleSlug"] as? String)
    try BrowserCache.writeCorpusCache(in: session.cache, list: lines, question: questions[0], slug: slug)
    session.launch(["--offline"])
    let list = try session.waitForScreen { $0[0].contains("Problems") && $0[0].contains("\(lines.count)") }
    #expect(list.count == 24)
    session.type(title.lowercased())
    let found = try session.waitForScreen {
      $0[0].contains("of \(lines.count)") && $0[1].contains(title)
    }
    #expect(found[1].contains(title), "\(found[1])")
    session.send("Enter")
    _ = try session.waitForScreen { $0[0].contains(title) && $0[1].contains("Description") }
    session.send("Escape")
    _ = try session.waitForScreen { $0[0].hasPrefix(" /") }
    session.resize(width: 140, height: 30)
    let wide = try session.waitForScreen { $0.count == 30 && $0[0].contains("│") }
    #expect(wide[0].contains(title))
    session.send("C-g")
    _ = try session.waitForScreen { $0[1].contains("题目描述") }
    session.send("Escape")
    _ = try session.waitForScreen { $0[0].contains("题库") }
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  /// Issue 14, item 1: a problem's name typed in the list is the filter, whole; no letter of it
  /// is a command (`S` started a sync, `q` quit, `s` hid the sidebar).
  @Test func typingAProblemNameFiltersAndStartsNothing() throws {
    let session = try BrowserTmux.start()
    defer { session.close() }
    try BrowserCache.writeTeamCache(in: session.cache)
    // Online (on a port where nothing answers), so that a sync would start if asked for.
    session.launch([])
    _ = try session.waitForScreen { $0[0].contains("Problems") && $0.joined().contains("Harbor Lights") }
    session.type("Spiral")
    let found = try session.waitForScreen { $0[0].contains("/Spiral") && $0[0].contains("1 of 6") }
    #expect(found[1].contains("Spiral Stairs"), "the problem is found: \(found[1])")
    session.type(" queue sort list")
    let typed = try session.waitForScreen { $0[0].contains("/Spiral queue sort list") }
    #expect(typed.joined().contains("No problem matches"))
    // Not a pause: the first Ctrl-W comes after the typed letters, so once its word is gone
    // every letter has been handled, and a sync or a quit one of them started would show.
    // Ctrl-W takes the words back; Enter opens the problem found.
    session.send("C-w")
    let later = try session.waitForScreen { $0[0].contains("/Spiral queue sort ▏") }
    #expect(!later.joined().contains("sync:"), "no sync started: \(later.last ?? "")")
    #expect(!later.contains { $0.hasPrefix("rc=") }, "still running")
    for _ in 0..<2 { session.send("C-w") }
    _ = try session.waitForScreen { $0[0].contains("/Spiral ▏") && $0[0].contains("1 of 6") }
    session.send("C-u")
    _ = try session.waitForScreen { $0[0].contains("Problems") }
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }
}

/// Caches for the browser's end-to-end tests.
private enum BrowserCache {
  /// A list of six team-written problems; statements cached for two.
  static func writeTeamCache(in root: URL, daily: String? = nil) throws {
    let site = root.appendingPathComponent("leetcode.com")
    let questions = site.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let rows: [(String, String, String, String?, String, Bool)] = [
      ("1", "Pair of Pebbles", "pair-of-pebbles", "卵石成对", "Easy", false),
      ("4", "Silent Bells", "silent-bells", nil, "Medium", true),
      ("5", "Harbor Lights", "harbor-lights", "港口灯光", "Easy", false),
      ("9001", "Lantern Relay", "lantern-relay", "灯笼接力", "Medium", false),
      ("9002", "Lantern Lattice", "lantern-lattice", "灯笼格子", "Hard", false),
      ("9003", "Spiral Stairs", "spiral-stairs", "螺旋楼梯", "Medium", false),
    ]
    let list: [String: Any] = [
      "fetchedAt": "2026-11-01T00:00:00Z",
      "questions": rows.map { row in
        [
          "frontendQuestionId": row.0, "title": row.1, "titleSlug": row.2,
          "translatedTitle": row.3 ?? NSNull(), "difficulty": row.4, "paidOnly": row.5,
          "acRate": 47.25, "topicTags": [["name": "Array", "slug": "array"]],
        ] as [String: Any]
      },
    ]
    try JSONSerialization.data(withJSONObject: list).write(
      to: site.appendingPathComponent("problemset.json"))
    for (id, title, slug, chinese) in [
      ("9001", "Lantern Relay", "lantern-relay", "灯笼接力"), ("5", "Harbor Lights", "harbor-lights", "港口灯光"),
    ] {
      let question: [String: Any] = [
        "questionFrontendId": id, "questionId": id, "title": title, "titleSlug": slug,
        "difficulty": slug == "lantern-relay" ? "Medium" : "Easy", "isPaidOnly": false, "acRate": 47.25,
        "topicTags": [["name": "Array", "slug": "array"]],
        "content": (1...14).map { "<p>Paragraph \($0): keepers pass a signal along the river.</p>" }
          .joined(separator: "\n"),
        "translatedTitle": chinese,
        "translatedContent": (1...14).map { "<p>第 \($0) 段：守灯人沿河传递信号。</p>" }
          .joined(separator: "\n"),
      ]
      try JSONSerialization.data(withJSONObject: ["data": ["question": question]]).write(
        to: questions.appendingPathComponent("\(slug).json"))
    }
    if let daily {
      let formatter = DateFormatter()
      formatter.dateFormat = "yyyy-MM-dd"
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
      let record: [String: Any] = [
        "date": formatter.string(from: Date()),
        "question": ["titleSlug": daily, "questionFrontendId": "5"],
      ]
      try JSONSerialization.data(
        withJSONObject: ["data": ["activeDailyCodingChallengeQuestion": record]]
      ).write(to: site.appendingPathComponent("daily.json"))
    }
  }

  /// The corpus's whole list as `problemset.json`, and one of its statements.
  static func writeCorpusCache(in root: URL, list: [Data], question: Data, slug: String) throws {
    let site = root.appendingPathComponent("leetcode.com")
    let questions = site.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    var body = Data(#"{"fetchedAt": "2026-11-01T00:00:00Z", "questions": ["#.utf8)
    for (index, line) in list.enumerated() {
      if index > 0 { body.append(Data(",".utf8)) }
      body.append(line)
    }
    body.append(Data("]}".utf8))
    try body.write(to: site.appendingPathComponent("problemset.json"))
    var wrapped = Data(#"{"data": {"question": "#.utf8)
    wrapped.append(question)
    wrapped.append(Data("}}".utf8))
    try wrapped.write(to: questions.appendingPathComponent("\(slug).json"))
  }
}

/// The browser tests' pane: a temporary cache and a config file holding credentials.
private enum BrowserTmux {
  /// A new pane whose directory holds the config file.
  static func start() throws -> TmuxPane {
    let session = try TmuxPane.prepare("leetview-browser-tmux")
    // A config file holding credentials, which saving the tab bar must keep.
    let config = session.configFile
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"LEETCODE_SESSION": "keep-this-session", "listMaxAgeDays": 3}"#.utf8).write(to: config)
    chmod(config.path, 0o600)
    session.openWindow()
    return session
  }

}

extension TmuxPane {
  /// The browser tests' cache.
  fileprivate var cache: URL { directory.appendingPathComponent("cache") }

  /// The browser tests' config file.
  fileprivate var configFile: URL { directory.appendingPathComponent("config/leetview/config.json") }

  /// Starts leetview in the pane, on the temporary cache and config, printing `rc=` when it ends.
  fileprivate func launch(
    _ arguments: [String], endpoint: String = "http://127.0.0.1:9", bundled: String? = nil
  ) {
    let d = directory.path
    launchLeetview(
      ["--cache", "\(d)/cache"] + arguments,
      environment: [
        "LEETVIEW_BUNDLED_CACHE": bundled ?? d + "/none", "XDG_CONFIG_HOME": "\(d)/config",
        "LEETVIEW_ENDPOINT": endpoint,
      ])
  }
}
