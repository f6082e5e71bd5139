import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `leetview --offline test --local FILE` end to end: the built binary runs the team's fixture
/// solutions (right, wrong, slow, crashing, printing, flooding, forking) with the real toolchains,
/// from the cache alone; a fake LeetCode on loopback must receive nothing.
///
/// One at a time: the cases' time limits are real, and parallel compiles would eat them.
@Suite(.serialized) struct LocalRunCommandTests {
  static let python = Tool.path("python3") != nil
  static let gpp = Tool.path("g++") != nil
  static let javac = Tool.path("javac") != nil && Tool.path("java") != nil
  static let node = Tool.path("node") != nil

  /// Runs a right solution and checks it is accepted with nothing sent.
  static func expectAccepted(_ fixture: String) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal(fixture)
    #expect(result.status == 0, "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(result.stdout.hasPrefix("✓ Accepted (local)"), "\(fixture): \(result.stdout)")
    #expect(!result.stdout.contains("✗"), "\(fixture): \(result.stdout)")
    #expect(stage.fake.requests.isEmpty)
  }

  @Test(
    .enabled(if: python, "python3 is not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".py") && !$0.contains("nary") })
  func rightPythonSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    try Self.expectAccepted(fixture)
  }

  @Test(
    .enabled(if: gpp, "g++ is not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".cpp") })
  func rightCppSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    try Self.expectAccepted(fixture)
  }

  @Test(
    .enabled(if: javac, "javac and java (default-jdk-headless) are not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".java") })
  func rightJavaSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    try Self.expectAccepted(fixture)
  }

  @Test(
    .enabled(if: node, "node (nodejs) is not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".js") })
  func rightJavaScriptSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    try Self.expectAccepted(fixture)
  }

  @Test(.enabled(if: python && gpp && node, "python3, g++ or node is not installed"))
  func wrongSolutionsAreWrongWithTheFirstDifferenceMarked() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    for file in ["wrong.py", "wrong.cpp", "wrong.js"] {
      let result = try stage.runLocal("9001.pair-sum/\(file)")
      #expect(result.status == 1, "\(file)")
      #expect(result.stdout.hasPrefix("✗ Wrong Answer (local) · 0/2 known cases right"), "\(result.stdout)")
      #expect(result.stdout.contains("  Output    [0,0]"))
      #expect(result.stdout.contains("  Expected  [1,2] (statement)"))
      #expect(result.stdout.contains("^ first difference"))
    }
    #expect(stage.fake.requests.isEmpty)
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func aNeverEndingCaseIsATimeLimitAndTheRestAreNotRun() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/slow.py")
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("✗ Time Limit Exceeded (local)"))
    #expect(result.stdout.contains("✗ Case 1 · Time Limit Exceeded (local)"))
    #expect(result.stdout.contains("? Case 2 · not run after the time limit"))
  }

  @Test(.enabled(if: python && gpp && javac, "python3, g++ or javac is not installed"))
  func crashesAreRuntimeErrorsShownInFull() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let expectations = [
      "crashing.py": [
        "IndexError: list index out of range", "return nums[len(nums) + 5]",
        #"File "crashing.py", line 10, in pairSum"#,
      ],
      "crashing.cpp": ["killed by SIGSEGV"],
      // Past the 1 GiB data limit, new fails.
      "hungry.cpp": ["std::bad_alloc"],
      "crashing.java": ["java.lang.ArrayIndexOutOfBoundsException", "at Solution.pairSum(crashing.java:10)"],
    ]
    for (file, texts) in expectations.sorted(by: { $0.key < $1.key }) {
      let result = try stage.runLocal("9001.pair-sum/\(file)")
      #expect(result.status == 1, "\(file)")
      #expect(result.stdout.hasPrefix("✗ Runtime Error (local)"), "\(file): \(result.stdout)")
      for text in texts { #expect(result.stdout.contains(text), "\(file): \(text)") }
    }
  }

  @Test(.enabled(if: gpp, "g++ is not installed"))
  func aCompileErrorIsShownInFullAndNothingRuns() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/uncompilable.cpp")
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("✗ Compile Error (local) · cpp"))
    #expect(result.stdout.contains("uncompilable.cpp:11:16: error: ‘undefinedName’ was not declared"))
    #expect(!result.stdout.contains("Case 1"))
  }

  @Test(.enabled(if: gpp, "g++ is not installed"))
  func aSecondCppRunReusesTheBuild() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let first = try stage.runLocal("9001.pair-sum/right.cpp")
    #expect(first.status == 0)
    #expect(!first.stdout.contains("build reused"))
    let binaries = try Self.builtBinaries(stage)
    #expect(binaries.count == 1)
    let second = try stage.runLocal("9001.pair-sum/right.cpp")
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("✓ Accepted (local) · 2/2 known cases right · cpp · build reused"))
    #expect(try Self.builtBinaries(stage) == binaries)
  }

  /// Each C++ binary built in the stage's cache, with its modification time.
  static func builtBinaries(_ stage: LocalRunStage) throws -> [String: Date] {
    let folder = stage.root.appendingPathComponent("cache/localrun/cpp")
    var found: [String: Date] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let binary = folder.appendingPathComponent(name).appendingPathComponent("main")
      let attributes = try FileManager.default.attributesOfItem(atPath: binary.path)
      found[name] = attributes[.modificationDate] as? Date
    }
    return found
  }

  @Test(.enabled(if: python && gpp && node, "python3, g++ or node is not installed"))
  func whatTheCodePrintsIsShownApartAndCleaned() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let printed = [
      "printing.py": "  Stdout    looking at [3, 5, 8]", "printing.cpp": "  Stdout    size 3",
      "printing.js": "  Stdout    nums 3",
    ]
    for (file, line) in printed.sorted(by: { $0.key < $1.key }) {
      let result = try stage.runLocal("9001.pair-sum/\(file)")
      #expect(result.status == 0, "\(file): \(result.stdout)")
      #expect(result.stdout.contains(line), "\(file): \(result.stdout)")
      #expect(result.stdout.contains("  Output    [1,2]"))
      #expect(!result.stdout.contains("\u{1B}"), "\(file): an escape reached the terminal")
    }
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func aFloodOfOutputIsCutAndTheAnswerStillJudged() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/flooding.py")
    #expect(result.status == 0)
    #expect(result.stdout.contains("… (cut: more was printed)"))
    // 200,000 lines were printed a case; a few kilobytes are shown.
    #expect(result.stdout.utf8.count < 20_000)
  }

  /// A forked child (`forking.py`) and a grandchild that calls setsid and means to write a file
  /// later (`escaping.py`): each writes its pid to the file named.
  @Test(
    .enabled(if: python, "python3 is not installed"),
    arguments: [("forking.py", "forked.pid"), ("escaping.py", "escaped.pid")])
  func noDescendantOutlivesItsCase(fixture: String, pidFile: String) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/\(fixture)")
    #expect(result.status == 0, "\(result.stderr)\n\(result.stdout)")
    let text = try String(contentsOf: stage.root.appendingPathComponent(pidFile), encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // Killed and reaped before leetview ended: no entry in /proc, so no late file can come.
    #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "\(fixture): \(pid) is still there")
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("escaped.late").path))
  }

  @Test func aMissingToolchainIsOneLineNamingThePackage() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let empty = stage.root.appendingPathComponent("empty-path")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    for (file, package) in [
      ("right.cpp", "g++"), ("right.java", "default-jdk-headless"), ("right.js", "nodejs"),
    ] {
      let result = try stage.runLocal("9001.pair-sum/\(file)", path: empty.path)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("leetview: "))
      #expect(result.stderr.contains("install the Debian package \(package)"), "\(result.stderr)")
    }
  }

  @Test func anUnknownTypeIsNamedAndNothingRuns() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9015.nary-depth/right.py")
    #expect(result.status == 1)
    #expect(result.stderr == "leetview: a local run does not know the type 'Node' of this problem\n")
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("cache/localrun").path))
  }

  @Test func aCaseWithTheWrongNumberOfLinesIsRefused() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/right.py", ["--case", "[1,2,3]"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "leetview: case 1 has 1 line; the problem takes 2, one value a line (nums, target)\n")
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func givenCasesHaveNoKnownAnswerUnlessTheJudgeGaveOne() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let wrong = try stage.runLocal("9001.pair-sum/wrong.py", ["--case", "[7,3]\n10"])
    // Nothing known shows nothing right: no ✓, exit 1.
    #expect(wrong.status == 1, "\(wrong.stdout)")
    #expect(wrong.stdout.contains("  Expected  not known"))
    #expect(wrong.stdout.hasPrefix("Ran 1 case · no expected answer known · python3"))
    // The judge's answer for that input, kept by an online test, decides.
    try FileManager.default.createDirectory(
      at: stage.answersFile("pair-sum").deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"answers":{"[7,3]\n10":"[0,1]"}}"#.utf8).write(to: stage.answersFile("pair-sum"))
    let judged = try stage.runLocal("9001.pair-sum/wrong.py", ["--case", "[7, 3]\n10"])
    #expect(judged.status == 1)
    #expect(judged.stdout.contains("  Expected  [0,1] (judge)"))
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func withoutExampleCasesTheStatementsInputsAreRun() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9005.shout-word/right.py")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  Input     s = \"a & b\""))
    #expect(result.stdout.contains("  Expected  \"A & B\" (statement)"))
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func withoutMetaDataThePythonTemplatesHintsGiveTheTypes() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9014.double-all/right.py")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  Output    [2,4]"))
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func theCodeSeesNoCredentials() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let file = LocalRunStage.solution("9001.pair-sum", "snooping.py").path
    var environment = stage.environment
    environment["LEETCODE_SESSION"] = "local-run-secret-session-93f1"
    environment["LEETCODE_CSRFTOKEN"] = "local-run-secret-csrf-17aa"
    let result = try BinaryRunner.run(["test", "--local", file], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("'PATH'"), "the environment was printed")
    #expect(!result.stdout.contains("local-run-secret"), "a credential reached the solution")
  }

  @Test(.enabled(if: python, "python3 is not installed"))
  func localRunsNeedNoOfflineFlagAndStillSendNothing() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal("9001.pair-sum/right.py", offline: false)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(stage.fake.requests.isEmpty)
  }
}
