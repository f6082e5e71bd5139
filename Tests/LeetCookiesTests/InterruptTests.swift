import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@testable import LeetCookies

@Suite("leetview-cookies interrupted, and files that are not databases")
struct InterruptTests {
  @Test(
    "Ctrl-C while the helper waits on a keyring removes its private copy",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func interruptRemovesTheCopy() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    try home.signedInChromium(
      ".config/chromium/Default", session: "eyJinterrupted", prefix: "v11", password: "k")
    let temporary = try home.folder("tmp")
    let bus = try SilentSocket(path: home.path + "/bus")
    defer { bus.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: helper)
    process.environment = [
      "PATH": "/usr/bin:/bin", "TMPDIR": temporary, "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(home.path)/bus",
    ]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let request = CookieRequest(home: home.path, site: .com, browsers: [.chromium], keyringTimeout: 60)
    input.fileHandleForWriting.write(CookieWire.encode(request))
    try? input.fileHandleForWriting.close()
    // The helper asks the keyring only once it holds the copy and has met a v11 value.
    let asked = bus.awaitConnection(seconds: 30)
    #expect(asked)
    if asked { #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).count == 1) }
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGINT)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test("a FIFO where the database should be is refused at once, never waited on")
  func fifoIsNotRead() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let folder = try home.folder(".config/google-chrome/Default")
    #expect(mkfifo(folder + "/Cookies", 0o644) == 0)
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.chrome]))
    #expect(answer.outcome(at: folder + "/Cookies") == .database(.unreadable("not a regular file")))
  }
}
