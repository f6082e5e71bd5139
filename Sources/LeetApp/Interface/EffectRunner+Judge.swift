import Dispatch
import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI

/// The services the solving runner uses: the solution file, the editor, the session and the judge.
protocol SolveServices: SolutionFiles {
  /// Writes the solution file of `target` from its template when it is absent; returns the file.
  /// - Throws: `SolvingFailure` or `AppError` when it cannot be written.
  func writeSolutionIfAbsent(_ target: SolutionTarget) throws -> URL
  /// Opens `file` in the user's editor and waits for it.
  /// - Throws: `AppError` when the editor cannot start or fails.
  func openInEditor(_ file: URL) throws
  /// Whether a session is found when looked for again (a login in another terminal meanwhile).
  /// - Throws: `LoadError` when the config cannot be read.
  func sessionFoundAgain() throws -> Bool
  /// The solve loop's steps, saying its lines through `tell`.
  func solving(tell: @escaping @Sendable (String) -> Void) -> SolvingService
  /// The review of solved problems, whose schedule a grade is kept in.
  var reviewService: ReviewService { get }
}

/// Carries out the solving effects: reading the solution for Code, the editor on a suspended
/// screen, and the judge in the background; each answers with `AppAction.solved`.
struct SolveRunner: Sendable {
  let services: any SolveServices & Sendable

  /// Starts `request` on `problem`, posting what it learns; the editor is a request to the loop.
  ///
  /// The editor suspends the screen; a local run is not this runner's (`LocalRunRunner`).
  func start(_ request: SolveRequest, _ problem: Problem, post: @escaping @Sendable (AppAction) -> Void)
    -> LoopRequest?
  {
    let slug = problem.titleSlug
    switch request {
    case .loadCode:
      post(.page(.solved(slug: slug, services.code(for: problem))))
    case .edit:
      return .suspend(
        SuspendedWork(id: "edit \(slug)") {
          for event in edit(problem) { post(.page(.solved(slug: slug, event))) }
        })
    case .checkSession(let command):
      background { post(.page(.solved(slug: slug, checkSession(then: command)))) }
    case .judge(let kind):
      background { judge(kind, problem, post: post) }
    case .judgeCases(let cases):
      background { judge(.test, problem, cases: cases, post: post) }
    case .grade(let grade):
      background { post(.page(.solved(slug: slug, keepGrade(grade, slug: slug, post: post)))) }
    case .runLocally:
      break
    }
    return nil
  }

  /// Runs `work` off the loop's thread.
  private func background(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global(qos: .userInitiated).async(execute: work)
  }

  /// Whether a session is there now, and the key waiting for it; or why it could not be looked for.
  func checkSession(then command: KeyCommand) -> SolveEvent {
    do {
      return .sessionChecked(signedIn: try services.sessionFoundAgain(), then: command)
    } catch let error as LoadError {
      return .editFailed(FailureWords.interface.phrase(error))
    } catch {
      return .editFailed("\(error)")
    }
  }

  /// Writes the file from the template when absent, runs the editor on it (the screen is
  /// suspended meanwhile), and reads it again.
  func edit(_ problem: Problem) -> [SolveEvent] {
    let file: URL
    do {
      file = try services.writeSolutionIfAbsent(try services.solutionTarget(for: problem))
    } catch {
      return [.editFailed(solvingMessage(error))]
    }
    var events: [SolveEvent] = []
    do {
      try services.openInEditor(file)
    } catch {
      events.append(.editFailed(solvingMessage(error)))
    }
    return [services.code(for: problem)] + events
  }

  /// Sends the solution to the judge and posts its progress and answer; a submit's verdict is
  /// kept in the submissions cache first, so Submissions shows it at once.
  ///
  /// A test runs `typed` cases when given (the user typed them), else the problem's examples.
  func judge(
    _ kind: SolveKind, _ problem: Problem, cases typed: [String]? = nil,
    post: @escaping @Sendable (AppAction) -> Void
  ) {
    let slug = problem.titleSlug
    let say: @Sendable (SolveEvent) -> Void = { post(.page(.solved(slug: slug, $0))) }
    let solving = services.solving { say(.notice(sentence($0))) }
    do {
      // Nothing is looked up or sent without a session.
      let judge = try solving.judgeClient()
      let target = try solving.target(for: problem)
      let solution = try solving.judgedSolution(target)
      say(services.code(for: problem))
      let progress: @Sendable (JudgeClient.Progress) -> Void = { step in
        switch step {
        case .sending: say(.judging(kind, state: nil))
        case .submitted(let id):
          say(.submitted(id: id))
          say(.judging(kind, state: nil))
        case .judging(_, let state, _): say(.judging(kind, state: state))
        }
      }
      switch kind {
      case .test:
        let cases = try solving.cases(for: problem, given: typed ?? [])
        let result = try solving.test(solution, cases: cases, judge: judge, progress: progress)
        say(.judged(.test, result, cases: cases, submissions: nil))
      case .submit:
        let submitted = try solving.submit(solution, target: target, judge: judge, progress: progress)
        let outcome = try? submitted.kept.get()
        say(
          .judged(
            .submit, submitted.result, cases: [],
            submissions: outcome.map { SegmentOutcome.loaded($0.content, staleBecause: nil, at: Date()) }))
        solving.afterSubmit(submitted.result)
      }
    } catch JudgeError.verdictNotFetched(let id, let reason) {
      let error = JudgeError.verdictNotFetched(id: id, reason: reason)
      say(.verdictNotFetched(sentence(FailureWords.interface.phrase(error))))
    } catch {
      say(.judgeFailed(kind, solvingMessage(error)))
    }
  }
}
