import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile text in every field, through `--print --color always` and through the interface:
/// only sanitised text (and SGR, where colour is asked for) reaches the terminal.
@Suite struct HostileTextTests {
  private func printed(_ arguments: [String], lang: String? = nil) throws -> BinaryRunner.Result {
    let root = try BinaryRunner.temporaryDirectory("leetview-hostile")
    defer { try? FileManager.default.removeItem(at: root) }
    try HostileFixture.writeCache(in: root)
    var args = ["--offline", "--cache", root.path, "--print", "--color", "always", "--width", "60"]
    if let lang { args += ["--lang", lang] }
    return try BinaryRunner.run(
      args + arguments, environment: ["LEETVIEW_BUNDLED_CACHE": root.appendingPathComponent("none").path])
  }

  private func expectOnlySanitisedText(_ result: BinaryRunner.Result, _ what: String) {
    #expect(result.status == 0, "\(what): \(result.stderr.prefix(300))")
    guard let text = HostileFixture.strippingSGR(result.stdout) else {
      Issue.record("\(what): an escape sequence other than SGR reached stdout")
      return
    }
    let bad = text.unicodeScalars.filter(HostileFixture.forbidden)
    #expect(bad.isEmpty, "\(what): \(bad.prefix(5).map { String($0.value, radix: 16) })")
    #expect(text.contains(HostileFixture.visible), "\(what): the text around the payload is lost")
    #expect(!text.contains("pwned-title") && !text.contains("c1-title") && !text.contains("aGFja2Vk"))
    // Nothing grows without bound: the output stays within a small multiple of the input.
    #expect(result.stdout.utf8.count < 12_000_000, "\(what): \(result.stdout.utf8.count) bytes")
    #expect(
      HostileFixture.strippingSGR(result.stderr)?.unicodeScalars.contains(where: HostileFixture.forbidden)
        == false)
  }

  @Test func descriptionTitleTagsAndHintsPrintOnlySanitisedText() throws {
    let result = try printed(["hostile-one"])
    expectOnlySanitisedText(result, "description")
    #expect(result.stdout.contains("deep " + HostileFixture.visible), "nested text kept")
    #expect(result.stdout.contains("0123456789abcdef0123"), "the 1 MB line is shown, wrapped")
    let lines = HostileFixture.strippingSGR(result.stdout)?.split(separator: "\n") ?? []
    #expect(lines.allSatisfy { $0.count <= 60 }, "every line fits the width")
  }

  @Test func hostileResponseFromTheNetworkIsStoredVerbatimAndPrintedClean() throws {
    let fake = try FakeLeetCode()
    let body = try HostileFixture.questionBody()
    fake.serveQuestion("hostile-one", body: body)
    let setup = try FetchEndToEndTests.Setup(fake: fake)
    defer { setup.cleanUp() }
    let result = try setup.run(["--print", "--color", "always", "--width", "60", "hostile-one"])
    expectOnlySanitisedText(result, "online description")
    let stored = setup.cache.appendingPathComponent("questions/hostile-one.json")
    #expect(FileManager.default.contents(atPath: stored.path) == body, "cached byte for byte")
  }

  @Test func chineseTitleAndStatementPrintOnlySanitisedText() throws {
    expectOnlySanitisedText(try printed(["hostile-one"], lang: "zh"), "zh description")
  }

  @Test(arguments: ["comments", "solutions"])
  func segmentsWithHostileUsernamesTitlesAndBodies(segment: String) throws {
    let result = try printed(["--segment", segment, "hostile-one"])
    expectOnlySanitisedText(result, segment)
  }

  @Test(.enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
  func interfaceDrawsOnlySanitisedTextAndTouchesNoClipboardOrTitle() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try HostileFixture.writeCache(in: session.directory.appendingPathComponent("cache"))
    // An OSC 52 or OSC 2 that got through would land in tmux's buffers or the pane title.
    session.run(["set-option", "-g", "set-clipboard", "on"])
    session.run(["set-option", "-g", "allow-rename", "on"])
    let titleBefore = session.run(["display-message", "-p", "-t", "e2e", "#{pane_title}"])
    try session.launch(extraArguments: ["--offline"], problem: "hostile-one")
    var screens: [[String]] = []
    screens.append(try session.waitForScreen { $0.last?.contains("line 1-") == true })
    for key in ["2", "3"] {
      session.send(key)
      screens.append(
        try session.waitForScreen {
          $0.contains { $0.contains(HostileFixture.visible) } && $0.last?.contains("line") == true
        })
    }
    session.send("1")
    session.send("G")
    screens.append(try session.waitForScreen { $0.last?.contains("line") == true })
    let styled = session.captureStyled()
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }

    for screen in screens {
      let text = screen.joined(separator: "\n")
      #expect(!text.unicodeScalars.contains(where: HostileFixture.forbidden))
      #expect(!text.contains("pwned") && !text.contains("aGFja2Vk") && !text.contains("c1-title"))
      #expect(screen.allSatisfy { $0.count <= 80 })
    }
    #expect(screens[0].joined().contains(HostileFixture.visible))
    #expect(HostileFixture.strippingSGR(styled) != nil, "the cell grid holds only SGR styling")
    #expect(session.run(["list-buffers"]).isEmpty, "no OSC 52 clipboard write got through")
    let titleAfter = session.run(["display-message", "-p", "-t", "e2e", "#{pane_title}"])
    #expect(titleAfter == titleBefore, "no OSC title change got through")
    #expect(try session.sttyBefore() == session.sttyAfter())
  }
}
