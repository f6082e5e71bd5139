import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Synchronization
import Testing

@testable import LeetApp

/// The solving runner (`.solve`: Code, `e`, the session check, `t`, `x`) in-process against the
/// fake LeetCode's judge on loopback, with the real workspace, editor process and cache in a
/// temporary folder.
@Suite(.timeLimit(.minutes(1))) struct SolveRunnerTests {
  /// A scene whose fake serves Pebble Pairs (internal id 701) and a judge that takes the scene's
  /// session.
  static func scene() throws -> (RunnerScene, FakeJudge) {
    let fake = try FakeLeetCode()
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let judge = FakeJudge(on: fake, session: RunnerScene.session, csrfToken: RunnerScene.token)
    return (try RunnerScene(fake: fake), judge)
  }

  /// The runner over a context of `scene`, and Pebble Pairs fetched through it.
  static func runner(_ scene: RunnerScene, signedIn: Bool = true, extra: [String: String] = [:]) throws
    -> (SolveRunner, Problem)
  {
    let context = try scene.context(signedIn: signedIn, extra: extra)
    return (SolveRunner(services: context), try context.service.load("pebble-pairs").problem)
  }

  /// The solution file of Pebble Pairs, written from the template.
  @discardableResult
  static func writeSolution(_ scene: RunnerScene, _ problem: Problem) throws -> URL {
    let context = try scene.context()
    return try context.writeSolutionIfAbsent(try context.solutionTarget(for: problem))
  }

  /// What asking the judge for `kind` on Pebble Pairs comes to, the fake judge answering with
  /// `outcome`, the solution file written first when `writing`: the events posted, in order, and
  /// the paths the fake was asked for.
  static func judged(
    _ kind: SolveKind, outcome: FakeJudge.Outcome = .accepted, cases: [String]? = nil, signedIn: Bool = true,
    extra: [String: String] = [:], writing: Bool = true
  ) throws -> (events: [SolveEvent], paths: [String]) {
    let (scene, judge) = try Self.scene()
    defer { scene.close() }
    judge.judge(outcome, pendingPolls: 2)
    let (runner, problem) = try Self.runner(scene, signedIn: signedIn, extra: extra)
    if writing { try Self.writeSolution(scene, problem) }
    let events = Mutex<[SolveEvent]>([])
    runner.judge(kind, problem, cases: cases) { action in
      if let event = action.solved?.event { events.withLock { $0.append(event) } }
    }
    return (events.withLock { $0 }, scene.fake.requests.map(\.path))
  }

  @Test func withoutAFileTheCodeIsTheTemplateShownUnderHome() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let (runner, problem) = try Self.runner(scene)
    let code = try #require(runner.services.code(for: problem).code)
    #expect(code.isTemplate && code.languageSlug == "python3")
    #expect(code.path.hasPrefix("~/work/") && code.text.contains("def pair"), "\(code.path)")
  }

  @Test func aSolutionFileIsShownAsWritten() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let (runner, problem) = try Self.runner(scene)
    let file = try Self.writeSolution(scene, problem)
    try Data("class Solution:\n    def pair(self, pebbles, goal):\n        return [0, 1]\n".utf8).write(
      to: file)
    let code = try #require(runner.services.code(for: problem).code)
    #expect(!code.isTemplate && code.text.contains("return [0, 1]"))
  }

  @Test func theEditorRunsOnTheFileWrittenFromTheTemplateAndItIsReadAgain() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let (runner, problem) = try Self.runner(scene, extra: ["VISUAL": "printf '# edited\\n' >>"])
    let events = runner.edit(problem)
    #expect(events.count == 1, "\(events)")
    let code = try #require(events.first?.code)
    #expect(
      !code.isTemplate && code.text.contains("def pair") && code.text.hasSuffix("# edited\n"), "\(code.text)")
  }

  @Test func anEditorThatFailsIsSaidAfterTheFileIsRead() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let (runner, problem) = try Self.runner(scene, extra: ["VISUAL": "false"])
    let events = runner.edit(problem)
    #expect(events.first?.code?.isTemplate == false, "the file was written: \(events)")
    let reason = try #require(events.last?.editFailure, "\(events)")
    #expect(!reason.isEmpty && events.count == 2, "\(reason)")
  }

  @Test func aLoginSinceTheStartIsFoundWhenTheSessionIsLookedForAgain() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    let runner = SolveRunner(services: context)
    #expect(runner.checkSession(then: .submitSolution).sessionChecked?.signedIn == false)
    try context.session.store(StoredCredentials(credentials: Credentials(session: "later", csrfToken: "tok")))
    let checked = try #require(runner.checkSession(then: .submitSolution).sessionChecked)
    #expect(checked.signedIn && checked.then == .submitSolution)
  }

  @Test func aTestRunsTheExamplesAndAnswersWithTheCodeTheStepsAndTheResult() throws {
    let events = try Self.judged(.test).events
    #expect(events.first?.code != nil, "the code is read first: \(events)")
    #expect(events.dropFirst().dropLast().allSatisfy { $0.judging?.kind == .test }, "\(events)")
    let answer = try #require(events.last?.judged, "\(events)")
    #expect(answer.kind == .test && answer.cases == ["[1,4,6]\n10", "[2,2]\n4", "[5,1,3]\n8"])
    #expect(answer.result.verdict == .accepted && answer.submissions == nil)
  }

  @Test func typedCasesAreTheOnesRun() throws {
    let events = try Self.judged(.test, cases: ["[7,7]\n14"]).events
    #expect(events.last?.judged?.cases == ["[7,7]\n14"], "\(events)")
  }

  @Test func aSubmitIsSubmittedThenJudgedAndKeptForSubmissions() throws {
    let events = try Self.judged(.submit, outcome: .wrongAnswer).events
    #expect(events.contains { $0.submittedID?.isEmpty == false }, "\(events)")
    let answer = try #require(events.last?.judged, "\(events)")
    #expect(answer.kind == .submit && answer.result.verdict == .wrongAnswer)
    #expect(answer.submissions?.isLoaded == true, "kept: \(String(describing: answer.submissions))")
  }

  @Test func signedOutNothingIsSentAndItFailsSayingHowToSignIn() throws {
    let (events, paths) = try Self.judged(.submit, signedIn: false)
    let failure = try #require(events.last?.judgeFailure, "\(events)")
    #expect(failure.kind == .submit && events.count == 1 && !failure.reason.isEmpty, "\(failure.reason)")
    #expect(!paths.contains { $0.hasSuffix("/submit/") })
  }

  @Test func withoutASolutionFileTheJudgeIsNotAskedAndTheAdviceIsTheInterfaces() throws {
    let (events, paths) = try Self.judged(.test, writing: false)
    let failure = try #require(events.last?.judgeFailure, "\(events)")
    #expect(failure.reason.contains("press e"), "\(failure.reason)")
    #expect(!paths.contains { $0.hasSuffix("/interpret_solution/") })
  }

  @Test func aCompileErrorIsTheJudgesAnswerNotAFailure() throws {
    let answer = try #require(try Self.judged(.test, outcome: .compileError).events.last?.judged)
    #expect(answer.result.verdict == .compileError)
  }

  @Test func aRefusalOfTheJudgeIsAFailureInOneLine() throws {
    let forgotten = ["LEETCODE_SESSION": "a-session-the-judge-forgot", "LEETCODE_CSRFTOKEN": "tok"]
    let events = try Self.judged(.test, signedIn: false, extra: forgotten).events
    let failure = try #require(events.last?.judgeFailure, "\(events)")
    #expect(
      !failure.reason.contains("\n") && !failure.reason.contains("a-session-the-judge-forgot"),
      "\(failure.reason)")
  }
}
