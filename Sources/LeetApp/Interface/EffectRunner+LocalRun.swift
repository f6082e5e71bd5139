import Dispatch
import FoundationEssentials
import LeetFetch
import LeetLocalRun
import LeetModel
import LeetUI

/// The services a local run uses: the solution file, and the run itself, from the cache alone.
protocol LocalRunServices: SolutionFiles {
  /// The solution file of `problem`, found without the network.
  /// - Throws: `AppError` for a language the problem has no template in.
  func localTarget(for problem: Problem) throws -> SolutionTarget
  /// Runs `target` on this machine on the problem's examples.
  /// - Throws: `AppError` or `SolvingFailure` with why it could not run.
  func runLocally(_ target: SolutionTarget) throws -> LocalRunResult
}

/// `T`: the local run in the background; it answers with `AppAction.solved`.
struct LocalRunRunner: Sendable {
  let services: any LocalRunServices & Sendable

  /// Runs the problem's solution file locally off the loop's thread, posting what it learns.
  func start(_ problem: Problem, post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async {
      run(problem) { post(.page(.solved(slug: problem.titleSlug, $0))) }
    }
  }

  /// Says the code read (at once), then the table of the run on its examples, or why it could
  /// not run.
  func run(_ problem: Problem, say: (SolveEvent) -> Void) {
    do {
      let target = try services.localTarget(for: problem)
      say(services.code(for: problem))
      let result = try services.runLocally(target)
      say(.ranLocally(LocalRunPrinter.lines(result)))
    } catch {
      say(.localRunFailed(sentence(solvingMessage(error))))
    }
  }
}
