import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A cache leetview may not read or write.
///
/// Permissions do not bind root, so when the tests run
/// as root leetview runs as `nobody` through `setpriv`; the tests are reported skipped when that
/// is impossible.
@Suite(
  .enabled(
    if: Unprivileged.prefix != nil,
    "running as root without setpriv, so permissions cannot be tested"))
struct CachePermissionTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private let printArgs = ["--print", "--color", "never", "--width", "72"]

  private func run(_ setup: Setup, _ arguments: [String], prefix: [String]) throws -> BinaryRunner.Result {
    try BinaryRunner.run(arguments, environment: setup.environment, prefix: prefix)
  }

  /// A setup whose root the unprivileged user can enter, with the site directory made by root.
  private func prepared() throws -> (Setup, [String]) {
    guard let prefix = Unprivileged.prefix else { throw ToolError.missing("setpriv") }
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    chmod(setup.root.path, 0o755)
    try FileManager.default.createDirectory(
      at: setup.cache.appendingPathComponent("questions"), withIntermediateDirectories: true)
    for path in [setup.root.appendingPathComponent("cache").path, setup.cache.path] {
      chmod(path, 0o755)
    }
    chmod(setup.cache.appendingPathComponent("questions").path, 0o755)
    return (setup, prefix)
  }

  @Test func unreadableEntryIsNamedOfflineAndFetchedOnline() throws {
    let (setup, prefix) = try prepared()
    defer { setup.cleanUp() }
    let file = setup.cache.appendingPathComponent("questions/pebble-count-1.json")
    let original = FakeFixtures.question(id: "1", slug: "pebble-count-1", title: "Pebble Count 1")
    try original.write(to: file)
    chmod(file.path, prefix.isEmpty ? 0o000 : 0o600)
    defer { chmod(file.path, 0o600) }

    let offline = try run(setup, printArgs + ["--offline", "pebble-count-1"], prefix: prefix)
    #expect(offline.status == 1)
    #expect(offline.stderr.hasPrefix("leetview: "), "\(offline.stderr)")
    #expect(offline.stderr.contains(file.path), "\(offline.stderr)")
    #expect(offline.stderr.split(separator: "\n").count == 1)

    let online = try run(setup, printArgs + ["pebble-count-1"], prefix: prefix)
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stdout.hasPrefix("1. Pebble Count 1\n"))
    #expect(try Data(contentsOf: file) == original, "the entry it could not read is left alone")
  }

  @Test func unwritableCacheStillShowsTheProblemAndSyncSaysWhy() throws {
    let (setup, prefix) = try prepared()
    defer { setup.cleanUp() }
    if prefix.isEmpty { chmod(setup.cache.appendingPathComponent("questions").path, 0o555) }
    defer { chmod(setup.cache.appendingPathComponent("questions").path, 0o755) }

    let shown = try run(setup, printArgs + ["pebble-count-2"], prefix: prefix)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.hasPrefix("2. Pebble Count 2\n"))
    #expect(
      (try FileManager.default.contentsOfDirectory(
        atPath: setup.cache.appendingPathComponent("questions").path)).isEmpty,
      "nothing written, no temporary file left")
    // Said once, as a warning (issue 14, item 10).
    let warnings = shown.stderr.split(separator: "\n")
    #expect(warnings.count == 1, "\(shown.stderr)")
    #expect(
      warnings.first?.hasPrefix("leetview: warning: cannot write the cache ") == true,
      "\(shown.stderr)")
    #expect(shown.stderr.contains("ermission denied"), "\(shown.stderr)")

    let sync = try run(setup, ["sync", "--details"], prefix: prefix)
    #expect(sync.status != 0 || sync.stderr.contains("cannot write"), "\(sync.stderr)")
    #expect(sync.stderr.contains("ermission denied"), "\(sync.stderr)")
    #expect(sync.stderr.split(separator: "\n").count <= 2, "\(sync.stderr)")
  }
}
