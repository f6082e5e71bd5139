import Foundation
import LeetModel
import LeetTestSupport
import LeetText
import LeetUI
import Testing

@testable import LeetApp

/// The local run (`T`, `.solve(.runLocally)`) in-process with the real compilers and the real
/// cache in a temporary folder: the code read, then the table of the examples run, or why not.
@Suite(.timeLimit(.minutes(1))) struct LocalRunRunnerTests {
  /// Where the tests look for the compilers: the system's folders alone.
  static let path = "/usr/local/bin:/usr/bin:/bin"
  /// Whether `program` is on `path`.
  static func installed(_ program: String) -> Bool {
    path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
  }

  /// A Python 3 body of Pebble Pairs' method: the first two pebbles adding up to the goal.
  static let pythonBody = """
            for i in range(len(pebbles)):
                for j in range(i + 1, len(pebbles)):
                    if pebbles[i] + pebbles[j] == goal:
                        return [i, j]
            return []
    """

  /// A scene whose fake serves Pebble Pairs, fetched once into the cache.
  static func scene() throws -> (RunnerScene, Problem) {
    let fake = try FakeLeetCode()
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let scene = try RunnerScene(fake: fake)
    return (scene, try scene.context().service.load("pebble-pairs").problem)
  }

  /// The runner over an offline context of `scene` with `path` as its `PATH`.
  static func runner(_ scene: RunnerScene, path: String = path) throws -> LocalRunRunner {
    LocalRunRunner(services: try scene.context(offline: true, extra: ["PATH": path]))
  }

  /// Writes the `language` file of `problem` from its template, `template` replaced by `body`.
  static func write(
    _ scene: RunnerScene, _ problem: Problem, language: String, replacing template: String, with body: String
  )
    throws
  {
    let context = try scene.context()
    let file = try context.solving.writeFileIfAbsent(
      try context.solving.target(for: problem, language: language))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(template), "\(text)")
    try Data(text.replacingOccurrences(of: template, with: body).utf8).write(to: file)
  }

  /// The events a local run of `problem` says.
  static func events(_ runner: LocalRunRunner, _ problem: Problem) -> [SolveEvent] {
    var events: [SolveEvent] = []
    runner.run(problem) { events.append($0) }
    return events
  }

  /// The text of a local run's table.
  static func table(_ lines: [StyledLine]) -> String {
    lines.map(\.text).joined(separator: "\n")
  }

  @Test(.enabled(if: installed("python3"), "skipped: python3 is not installed"))
  func aPythonSolutionRunsOnTheExamplesAfterItsCodeIsShown() throws {
    let (scene, problem) = try Self.scene()
    defer { scene.close() }
    try Self.write(scene, problem, language: "python3", replacing: "        pass", with: Self.pythonBody)
    let events = Self.events(try Self.runner(scene), problem)
    #expect(events.first?.code?.text.contains("return [i, j]") == true, "\(events)")
    let table = Self.table(try #require(events.last?.ranLocally, "\(events)"))
    #expect(table.contains("[1,2]") && table.contains("[0,1]"), "\(table)")
    #expect(scene.fake.requests.count == 1, "only the first fetch: the run asks nothing")
  }

  @Test(.enabled(if: installed("g++"), "skipped: g++ is not installed"))
  func aCppSolutionIsCompiledAndRun() throws {
    let (scene, problem) = try Self.scene()
    defer { scene.close() }
    let body = """
      int goal) {
              for (int i = 0; i < (int)pebbles.size(); i++)
                  for (int j = i + 1; j < (int)pebbles.size(); j++)
                      if (pebbles[i] + pebbles[j] == goal) return {i, j};
              return {};
          }
      """
    try Self.write(scene, problem, language: "cpp", replacing: "int goal) {\n    }", with: body)
    let events = Self.events(try Self.runner(scene), problem)
    #expect(events.first?.code?.languageSlug == "cpp", "\(events)")
    let table = Self.table(try #require(events.last?.ranLocally, "\(events)"))
    #expect(table.contains("[1,2]"), "\(table)")
  }

  @Test func anUntouchedTemplateIsNotRunAndSaysWhereToWrite() throws {
    let (scene, problem) = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    _ = try context.solving.writeFileIfAbsent(try context.solving.target(for: problem))
    let events = Self.events(try Self.runner(scene), problem)
    let reason = try #require(events.last?.localRunFailure, "\(events)")
    #expect(reason.contains("is empty"), "\(reason)")
  }

  @Test func withoutASolutionFileTheTemplateIsShownAndTheRunFails() throws {
    let (scene, problem) = try Self.scene()
    defer { scene.close() }
    let events = Self.events(try Self.runner(scene), problem)
    #expect(events.first?.code?.isTemplate == true, "\(events)")
    #expect(events.count == 2 && events.last?.localRunFailure?.isEmpty == false, "\(events)")
  }

  @Test func aMissingCompilerIsNamedInOneLine() throws {
    let (scene, problem) = try Self.scene()
    defer { scene.close() }
    try Self.write(scene, problem, language: "python3", replacing: "        pass", with: Self.pythonBody)
    let empty = scene.home.appendingPathComponent("no-tools")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let events = Self.events(try Self.runner(scene, path: empty.path), problem)
    let reason = try #require(events.last?.localRunFailure, "\(events)")
    #expect(reason.contains("python3") && !reason.contains("\n"), "\(reason)")
  }
}
