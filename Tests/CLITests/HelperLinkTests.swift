import CookieFixtures
import Foundation
import HelperProcess
import LeetCookiesClient
import LeetFetch
import LeetPictureClient
import LeetTestSupport
import Testing

/// The package's helpers are links to `leetview`: run under a helper's name, leetview is that
/// helper (issue 34), answering real requests as the helper built on its own does.
@Suite struct HelperLinkTests {
  /// A folder of links to the built leetview, one named after each helper.
  final class Links {
    let folder: URL

    init() throws {
      folder = try BinaryRunner.temporaryDirectory("helper-links")
      for program in HelperProgram.allCases {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(program.name).path,
          withDestinationPath: BinaryRunner.executable.path)
      }
    }

    func url(_ program: HelperProgram) -> URL { folder.appendingPathComponent(program.name) }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func theFetchLinkSendsARequestToALoopbackServer() throws {
    let server = try FakeHTTPServer { request in
      .response(
        status: 200, headers: [("Content-Type", "application/json")],
        body: Data("{\"asked\":\"\(request.method) \(request.path)\"}".utf8))
    }
    defer { server.stop() }
    let links = try Links()
    let transport = HelperProcessTransport(helper: links.url(.fetch))
    let response = try transport.send(
      HTTPRequest(
        method: "POST", url: try #require(URL(string: server.baseURL + "/graphql")), body: Data("{}".utf8)),
      timeout: 10)
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "{\"asked\":\"POST /graphql\"}")
  }

  @Test(.enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built (swift build)"))
  func thePictureLinkDrawsWhatTheHelperDraws() throws {
    let links = try Links()
    let folder = try BinaryRunner.temporaryDirectory("helper-link-picture")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tree.png")
    try TestPicture.png().write(to: file)
    let requests = PictureColorMode.allCases.map {
      PictureRequest(file: file, maxColumns: 30, maxRows: 10, mode: $0)
    }
    let built = BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent("leetview-picture")
    let viaLink = PictureClient(helper: links.url(.picture)).draw(requests)
    let viaHelper = PictureClient(helper: built).draw(requests)
    #expect(viaLink.count == requests.count)
    for (linked, own) in zip(viaLink, viaHelper) {
      let cells = try linked.get()
      let expected = try own.get()
      #expect(cells.rows > 0 && cells == expected)
    }
  }

  @Test func theCookieLinkFindsAFirefoxSession() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let store = try home.folder(".mozilla/firefox/abc.default") + "/cookies.sqlite"
    try CookieStores.firefox(at: store, FixtureCookie.signedIn(session: "eyJlink", csrf: "csrf-link"))
    try home.write(
      ".mozilla/firefox/profiles.ini", "[Profile0]\nName=default\nIsRelative=1\nPath=abc.default\n")
    let links = try Links()
    let client = BrowserCookieClient(environment: ["HOME": home.path], helper: links.url(.cookies))
    let answer = try client.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox])).get()
    #expect(answer.candidates.map(\.cookies.session) == ["eyJlink"])
    #expect(answer.candidates.first?.cookies.csrfToken == "csrf-link")
  }

  @Test func underItsOwnNameOrAnyOtherLeetviewIsLeetview() throws {
    let links = try Links()
    let other = links.folder.appendingPathComponent("lv")
    try FileManager.default.createSymbolicLink(
      atPath: other.path, withDestinationPath: BinaryRunner.executable.path)
    for program in [BinaryRunner.executable, other] {
      let run = try BinaryRunner.runCommand(
        [program.path, "--version"], environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
      #expect(run.status == 0 && run.stdout.hasPrefix("leetview "), "\(run.stderr)")
    }
  }
}
