import Foundation
import LeetTestSupport
import Testing

@testable import LeetText

/// Team-written HTML fixtures, one per construct, rendered at 80 and 40 columns.
///
/// Each is compared with the expected text in `Fixtures/html/<name>.<width>.txt`.
/// `RECORD_SNAPSHOTS=1 swift test --filter RendererGoldenTests` re-records the expectations (and
/// fails, so that a recording run never passes), as every snapshot does (`assertSnapshot`).
@Suite struct RendererGoldenTests {
  static let directory = Render.fixtures.appendingPathComponent("html")

  static let fixtureNames: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test func fixturesArePresent() {
    #expect(Self.fixtureNames.count >= 15)
  }

  @Test(arguments: fixtureNames, [80, 40])
  func matchesGolden(_ name: String, width: Int) throws {
    let html = try String(
      contentsOf: Self.directory.appendingPathComponent("\(name).html"), encoding: .utf8)
    let rendered = Render.text(html, width: width)
    let expected = Self.directory.appendingPathComponent("\(name).\(width).txt")
    assertSnapshot(rendered, at: expected)
    let lines = Render.lines(html, width: width)
    for problem in RendererCorpusTests.splitWords(SourceText(html), lines: lines.map(\.text), width: width) {
      Issue.record("\(name) at \(width): \(problem)")
    }
    for line in lines where !PrintRules.isLoneURL(line.text) {
      #expect(line.width <= width, "\(name) at \(width): too wide: \(line.text)")
    }
  }
}
