import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Damaged caches through the built binary: every damaged entry is named offline and replaced
/// when online; two syncs at once and a sync killed mid-write leave only whole, valid files.
@Suite struct CacheDamageTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private let printArgs = ["--print", "--color", "never", "--width", "72"]

  private static let damages: [(String, @Sendable (URL) throws -> Void)] = [
    ("truncated", { try Data(#"{"data":{"question":{"title":"Pebb"#.utf8).write(to: $0) }),
    ("zeros", { try Data(repeating: 0, count: 4096).write(to: $0) }),
    ("empty", { try Data().write(to: $0) }),
    ("wrong shape", { try Data(#"{"data":{"questions":[1,2,3]}}"#.utf8).write(to: $0) }),
    ("an array", { try Data("[1,2,3]".utf8).write(to: $0) }),
    ("invalid UTF-8", { try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: $0) }),
    (
      "a directory",
      { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true) }
    ),
  ]

  @Test(arguments: damages.map(\.0))
  func damagedEntryIsNamedOfflineAndRefetchedOnline(damage: String) throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let file = setup.cache.appendingPathComponent("questions/pebble-count-1.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #require(Self.damages.first { $0.0 == damage }).1(file)

    let offline = try setup.run(printArgs + ["--offline", "pebble-count-1"])
    #expect(offline.status == 1)
    #expect(offline.stdout.isEmpty)
    #expect(offline.stderr.hasPrefix("leetview: damaged cache file \(file.path): "), "\(offline.stderr)")
    #expect(offline.stderr.split(separator: "\n").count == 1)

    let online = try setup.run(printArgs + ["pebble-count-1"])
    #expect(online.status == 0, "\(damage): \(online.stderr)")
    #expect(online.stdout.hasPrefix("1. Pebble Count 1\n"))
    #expect(
      FileManager.default.contents(atPath: file.path)
        == FakeFixtures.question(id: "1", slug: "pebble-count-1", title: "Pebble Count 1"),
      "\(damage): the entry is replaced by the fetched copy")
    #expect(setup.fake.operations.contains("questionData"))
  }

  @Test func damagedProblemListIsNamedAndRefetched() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let list = setup.cache.appendingPathComponent("problemset.json")
    try FileManager.default.createDirectory(at: setup.cache, withIntermediateDirectories: true)
    try Data(repeating: 0, count: 100).write(to: list)
    let offline = try setup.run(printArgs + ["--offline", "3"])
    #expect(offline.status == 1)
    #expect(offline.stderr.contains(list.path), "\(offline.stderr)")
    #expect(offline.stderr.split(separator: "\n").count == 1)
    let online = try setup.run(printArgs + ["3"])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stdout.hasPrefix("3. Pebble Count 3\n"))
    #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: list)) is [String: Any])
  }

  @Test func twoSyncsAtOnceLeaveOnlyWholeValidFiles() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite(count: 6))
    defer { setup.cleanUp() }
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      results.append(Result { try setup.run(["sync", "--details"]) })
    }
    for result in results.all {
      let run = try result.get()
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.hasPrefix("leetview sync: 6 problems in the list"), "\(run.stderr)")
    }
    try expectEveryFileWhole(setup.cache, questions: 6)
  }

  @Test func syncKilledMidWriteLeavesOnlyValidFilesAndResumes() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite(count: 12))
    defer { setup.cleanUp() }
    let process = Process()
    process.executableURL = BinaryRunner.executable
    process.arguments = ["sync", "--details"]
    process.environment = setup.environment.merging(
      ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let questions = setup.cache.appendingPathComponent("questions")
    var stored = 0
    for _ in 0..<6_000 where stored < 2 && process.isRunning {
      stored =
        ((try? FileManager.default.contentsOfDirectory(atPath: questions.path)) ?? [])
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.count
      usleep(5_000)
    }
    #expect(process.isRunning, "the sync was still going when killed")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    try expectEveryFileWhole(setup.cache, questions: nil)

    let resumed = try setup.run(["sync", "--details"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("already cached"), "\(resumed.stderr)")
    try expectEveryFileWhole(setup.cache, questions: 12)
  }

  /// Every `.json` under `root` parses; no temporary file is visible as an entry; when
  /// `questions` is given, that many descriptions are cached.
  private func expectEveryFileWhole(_ root: URL, questions: Int?) throws {
    let walker = FileManager.default.enumerator(atPath: root.path)
    var count = 0
    while let path = walker?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      if isDirectory.boolValue { continue }
      let name = url.lastPathComponent
      if name.hasPrefix(".") && name.hasSuffix(".tmp") { continue }  // never read as an entry
      #expect(name.hasSuffix(".json"), "unexpected file \(path)")
      let data = try Data(contentsOf: url)
      #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(path) is not whole JSON")
      if path.hasPrefix("questions/") { count += 1 }
    }
    if let questions { #expect(count == questions) }
  }
}

/// Results gathered from concurrent runs.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<BinaryRunner.Result, any Error>] = []
  func append(_ result: Result<BinaryRunner.Result, any Error>) {
    lock.lock()
    results.append(result)
    lock.unlock()
  }
  var all: [Result<BinaryRunner.Result, any Error>] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
