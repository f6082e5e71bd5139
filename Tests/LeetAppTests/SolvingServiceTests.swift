import Foundation
import LeetFetch
import LeetTestSupport
import Testing

@testable import LeetApp

/// The one solve loop the command line and the interface share: the file, the cases, and its
/// failures worded for each front.
@Suite struct SolvingServiceTests {
  /// The solving service over the bundled cache, with a workspace under `home`.
  static func solving(_ home: URL) throws -> SolvingService {
    var options = Options()
    options.offline = true
    options.cacheDirectory = home.appendingPathComponent("cache").path
    var environment = AppRuntimeTests.environment(home)
    environment["LEETVIEW_WORKSPACE"] = home.appendingPathComponent("work").path
    return SolvingService(context: try AppContext(options: options, environment: environment))
  }

  @Test func aNewFileIsWrittenOnceFromTheTemplateAndThenKept() throws {
    let home = try AppRuntimeTests.home()
    defer { try? FileManager.default.removeItem(at: home) }
    let solving = try Self.solving(home)
    let problem = try #require(try solving.context.service.loadWithoutFetching("1")).problem
    let target = try solving.target(for: problem, language: "python3")
    #expect(throws: SolvingFailure.self) { try solving.judgedSolution(target) }
    let file = try solving.writeFileIfAbsent(target)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains("def twoSum"), "\(written)")
    try Data("# mine\n".utf8).write(to: file)
    _ = try solving.writeFileIfAbsent(target)
    #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\n", "a file is never replaced")
  }

  @Test func givenCasesComeBeforeTheExamples() throws {
    let home = try AppRuntimeTests.home()
    defer { try? FileManager.default.removeItem(at: home) }
    let solving = try Self.solving(home)
    let problem = try #require(try solving.context.service.loadWithoutFetching("1")).problem
    #expect(try solving.cases(for: problem, given: ["[1]\n1"]) == ["[1]\n1"])
    #expect(try !solving.cases(for: problem, given: []).isEmpty, "two-sum's examples")
    var bare = problem
    bare.exampleTestcases = nil
    bare.sampleTestCase = nil
    #expect(throws: SolvingFailure.noCases) { try solving.cases(for: bare, given: []) }
  }

  @Test func eachFrontReadsItsOwnAdvice() {
    let missing = SolvingFailure.noFile(path: "/w/1.py", problem: "1", language: "python3")
    #expect(missing.message(for: .commandLine).contains("`leetview edit 1 --lang python3`"))
    #expect(missing.message(for: .interface).contains("press e to write one"))
    #expect(SolvingFailure.noCases.message(for: .commandLine).hasSuffix("give some with --case"))
    #expect(!SolvingFailure.noQuestionID.message(for: .interface).contains("--refresh"))
  }
}
