import Foundation
import LeetModel
import LeetTestSupport
import LeetUI
import Synchronization
import TermCore
import Testing

@testable import LeetApp
@testable import leetview

/// Cases typed in the interface reach the fake judge as they were typed (issue 19, minor 12):
/// the reducer's request, carried out by the effect runner over the real network helper.
@Suite struct TypedCasesJudgeTests {
  /// What the runner posts back, kept in order.
  final class Posted: Sendable {
    private let actions = Mutex<[AppAction]>([])

    func append(_ action: AppAction) { actions.withLock { $0.append(action) } }

    /// The cases of the final answer, when one came.
    var judgedCases: [String]? {
      actions.withLock { actions in
        for case .page(.solved(_, .judged(.test, _, let cases, _))) in actions { return cases }
        return nil
      }
    }
  }

  @Test func theTypedInputIsTheDataInputSent() throws {
    let setup = try SolveCommandTests.Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0, "the solution file and the cached problem")
    var environment = setup.base.environment.merging(SolveCommandTests.Setup.secrets) { $1 }
    environment["LEETVIEW_WORKSPACE"] = setup.workspace.path
    environment["LEETVIEW_FETCH_HELPER"] =
      BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent("leetview-fetch").path
    let context = try AppContext(options: try Options.parse(["1"]), environment: environment)
    var problem = try context.service.load("1").problem
    // A problem without example cases: `t` asks for them.
    problem.exampleTestcases = nil
    problem.sampleTestCase = nil
    var state = ProblemState(
      page: ProblemPage(problem: problem, language: .english), size: Size(width: 80, height: 24),
      settings: ProblemState.Settings(animated: false), theme: Theme(usesColor: false))
    #expect(reduce(&state, .key(.character("t"))).isEmpty)
    for character in "[7, 7]\n14\n[1,2,3]\n4" {
      _ = reduce(&state, .key(character == "\n" ? .enter : .character(character)))
    }
    let effects = reduce(&state, .key(.control("d")))
    guard case .solve(.judgeCases(let cases))? = effects.first else {
      Issue.record("Ctrl-D sent no cases: \(effects)")
      return
    }
    #expect(cases == ["[7, 7]\n14", "[1,2,3]\n4"], "two lines a case, as metaData names two")
    let posted = Posted()
    SolveRunner(services: context).judge(.test, problem, cases: cases, post: posted.append)
    let post = try #require(setup.judgeRequests.first { $0.path.hasSuffix("/interpret_solution/") })
    let body = try SolveCommandTests.json(post.body)
    #expect((body["data_input"] as? String) == "[7, 7]\n14\n[1,2,3]\n4")
    #expect(posted.judgedCases == cases, "the panel shows the cases that were run")
  }
}
