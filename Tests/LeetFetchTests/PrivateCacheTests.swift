import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The cache holds the user's code (submissions): its files are 0600 in 0700 folders, and an older
/// cache is tightened as it is written.
@Suite struct PrivateCacheTests {
  private static func mode(_ url: URL) -> Int {
    var info = stat()
    return stat(url.path, &info) == 0 ? Int(info.st_mode & 0o777) : -1
  }

  @Test func filesAreTheOwnersAloneInPrivateFolders() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let store = fixture.store
    try store.write(Data("{}".utf8), kind: .submissions, slug: TitleSlug(validating: "pebble-1"))
    try store.writeList(Data("{}".utf8))
    let file = try store.userURL(.submissions, slug: TitleSlug(validating: "pebble-1"))
    #expect(Self.mode(file) == 0o600)
    #expect(Self.mode(store.userListURL) == 0o600)
    #expect(Self.mode(file.deletingLastPathComponent()) == 0o700)
    #expect(Self.mode(fixture.root.appendingPathComponent("leetcode.com")) == 0o700)
    #expect(Self.mode(fixture.root) == 0o700)
  }

  @Test func anOpenCacheIsTightenedWhenRewritten() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let store = fixture.store
    let file = try store.userURL(.submissions, slug: TitleSlug(validating: "pebble-1"))
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data("old".utf8)))
    for url in [fixture.root, fixture.root.appendingPathComponent("leetcode.com"), folder] {
      chmod(url.path, 0o755)
    }
    chmod(file.path, 0o644)
    try store.write(Data("{\"new\":1}".utf8), kind: .submissions, slug: TitleSlug(validating: "pebble-1"))
    #expect(Self.mode(file) == 0o600)
    for url in [fixture.root, fixture.root.appendingPathComponent("leetcode.com"), folder] {
      #expect(Self.mode(url) == 0o700, "\(url.path)")
    }
    #expect(FileManager.default.contents(atPath: file.path) == Data("{\"new\":1}".utf8))
  }

  @Test func foldersAboveTheCacheRootAreLeftAlone() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let parent = fixture.root.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    chmod(parent.path, 0o755)
    let store = CacheStore(
      location: CacheLocation(root: parent.appendingPathComponent("cache"), bundled: nil), site: .com)
    try store.writeList(Data("{}".utf8))
    #expect(Self.mode(parent) == 0o755)
    #expect(Self.mode(parent.appendingPathComponent("cache")) == 0o700)
  }

  @Test(arguments: [0o602, 0o620, 0o604, 0o640, 0o622])
  func aConfigOthersCanReadOrChangeIsRefused(mode: Int) throws {
    let root = try BinaryRunner.temporaryDirectory("leetview-config")
    defer { try? FileManager.default.removeItem(at: root) }
    let config = ConfigFile(url: root.appendingPathComponent("leetview/config.json"))
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: "s3cret-session", csrfToken: "tok")), for: .com)
    #expect(try config.read()?.credentials(for: .com)?.credentials.session == "s3cret-session")
    chmod(config.url.path, mode_t(mode))
    let verb = mode & 0o044 != 0 ? "read" : "change"
    #expect {
      try config.read()
    } throws: { error in
      let message = (error as? LoadError)?.message ?? ""
      return message.contains("group or others can \(verb) it") && !message.contains("s3cret")
    }
  }
}
