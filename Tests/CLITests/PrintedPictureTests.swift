import Foundation
import LeetTestSupport
import Testing

/// `--print --images`: statement pictures drawn through the real helper, fetched through the asset
/// mirror of the fake LeetCode, then drawn offline from the cache.
@Suite struct PrintedPictureTests {
  static let picture = "https://assets.leetcode.com/uploads/frame.png"
  static let helperBuilt = FileManager.default.isExecutableFile(
    atPath: BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent("leetview-picture")
      .path)

  /// A fake LeetCode whose problem 1 shows a picture between two paragraphs.
  static func site(width: Int = 160, height: Int = 96) throws -> FakeLeetCode {
    let fake = try FakeFixtures.smallSite(count: 1)
    fake.serveQuestion(
      "pebble-count-1",
      body: FakeFixtures.question(
        id: "1", slug: "pebble-count-1", title: "Pebble Count 1",
        content: "<p>Before the picture.</p><img alt=\"frame\" src=\"\(picture)\"><p>After it.</p>"))
    fake.serveAsset(picture, body: TestPicture.png(width: width, height: height))
    return fake
  }

  /// The fake site with its picture and a fresh folder named after `name` for the cache.
  static func siteAndFolder(_ name: String) throws -> (FakeLeetCode, URL) {
    let fake = try site()
    do {
      return (fake, try BinaryRunner.temporaryDirectory(name))
    } catch {
      fake.stop()
      throw error
    }
  }

  /// Stops `fake` and removes `root`.
  static func tearDown(_ fake: FakeLeetCode, _ root: URL) {
    fake.stop()
    try? FileManager.default.removeItem(at: root)
  }

  static func run(
    _ arguments: [String], fake: FakeLeetCode, root: URL, extra: [String: String] = [:]
  ) throws -> BinaryRunner.Result {
    let bundled = root.appendingPathComponent("no-bundled-cache")
    try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
    let environment = [
      "LEETVIEW_ENDPOINT": fake.baseURL, "LEETVIEW_ASSET_MIRROR": fake.baseURL,
      "LEETVIEW_CACHE_DIR": root.appendingPathComponent("cache").path,
      "LEETVIEW_BUNDLED_CACHE": bundled.path, "HOME": root.path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
    ]
    return try BinaryRunner.run(arguments, environment: environment.merging(extra) { $1 })
  }

  @Test(.enabled(if: helperBuilt, "skipped: leetview-picture is not built (swift build)"))
  func printedPictureIsCellsInColourThenItsLabelAndWorksOffline() throws {
    let (fake, root) = try PrintedPictureTests.siteAndFolder("picture-print")
    defer { PrintedPictureTests.tearDown(fake, root) }
    let args = ["1", "--print", "--images", "--color", "always", "--width", "40"]
    let live = try Self.run(args, fake: fake, root: root, extra: ["COLORTERM": "truecolor"])
    #expect(live.status == 0, "stderr: \(live.stderr)")
    let lines = live.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let rows = lines.filter { $0.contains("\u{1B}[0;38;2;") }
    // 160 x 96 pixels at 8 x 16 a cell: 20 columns, 6 rows, never enlarged.
    #expect(rows.count == 6, "\(live.stdout)")
    #expect(rows.contains { $0.contains("38;2;0;0;0") })
    let before = try #require(lines.firstIndex { $0.contains("Before the picture.") })
    let label = try #require(lines.firstIndex { $0.contains("[image: frame]") })
    #expect(lines[before + 2].contains("\u{1B}[0;38;2;") && label == before + 8)
    #expect(!live.stdout.contains(Self.picture))
    #expect(live.stdout.contains("After it."))

    // Offline, from the cache, in the 256-colour palette when COLORTERM says nothing.
    let requests = fake.requests.count
    let offline = try Self.run(args + ["--offline"], fake: fake, root: root)
    #expect(offline.status == 0, "stderr: \(offline.stderr)")
    #expect(offline.stdout.components(separatedBy: "\u{1B}[0;38;5;").count - 1 >= 6)
    #expect(!offline.stdout.contains("38;2;"))
    #expect(fake.requests.count == requests)
  }

  @Test func withoutImagesOrWithoutColourThePrintIsAsBefore() throws {
    let (fake, root) = try PrintedPictureTests.siteAndFolder("picture-print")
    defer { PrintedPictureTests.tearDown(fake, root) }
    let plain = try Self.run(["1", "--print", "--color", "always", "--width", "80"], fake: fake, root: root)
    #expect(plain.status == 0, "stderr: \(plain.stderr)")
    #expect(plain.stdout.contains("[image: frame] \u{1B}[2;4;34m\(Self.picture)"))
    let uncoloured = try Self.run(
      ["1", "--print", "--images", "--color", "never", "--width", "80"], fake: fake, root: root)
    #expect(uncoloured.stdout.contains("[image: frame] \(Self.picture)"))
    // No picture was fetched: neither run drew one.
    #expect(!fake.requests.contains { $0.path.hasSuffix("frame.png") })
  }
}

/// `--print --images` into a pipe, as in `leetview --print --images 104 | less -R`.
@Suite struct PipedPictureTests {
  @Test(.enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built (swift build)"))
  func imagesIntoAPipeDrawsThePictureWithoutAskingForColour() throws {
    let (fake, root) = try PrintedPictureTests.siteAndFolder("picture-pipe")
    defer { PrintedPictureTests.tearDown(fake, root) }
    let args = ["1", "--print", "--images", "--width", "40"]
    let piped = try PrintedPictureTests.run(args, fake: fake, root: root)
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    let rows = piped.stdout.split(separator: "\n").filter { $0.contains("\u{1B}[0;38;5;") }
    #expect(rows.count == 6, "\(piped.stdout)")
    // Drawn with the picture symbols: box-drawing lines and blocks (U+2500 to U+259F).
    #expect(piped.stdout.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) })
    #expect(!piped.stderr.contains("warning"))
  }

  @Test func imagesWithNoColorPrintsTheLabelAndOneWarning() throws {
    let (fake, root) = try PrintedPictureTests.siteAndFolder("picture-pipe")
    defer { PrintedPictureTests.tearDown(fake, root) }
    let args = ["1", "--print", "--images", "--width", "80"]
    let result = try PrintedPictureTests.run(args, fake: fake, root: root, extra: ["NO_COLOR": "1"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("[image: frame] \(PrintedPictureTests.picture)"))
    #expect(!result.stdout.contains("\u{1B}["))
    let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("leetview: warning: ") }
    #expect(warnings.count == 1, "stderr: \(result.stderr)")
    #expect(warnings.first?.contains("pictures need colour") == true)
    #expect(warnings.first?.contains("NO_COLOR") == true)
    #expect(!fake.requests.contains { $0.path.hasSuffix("frame.png") })
  }
}
