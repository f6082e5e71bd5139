import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// `T`: the local run in the background; it answers with `AppAction.solved`.
extension EffectRunner {
  /// Runs the problem's solution file locally on its examples, from the cache alone, and posts
  /// the table, or why it could not run.
  static func runLocally(
    _ problem: Problem, context: AppContext, post: @escaping @Sendable (AppAction) -> Void
  ) {
    let slug = problem.titleSlug
    do {
      let local = context.offlineOnly
      let target = try local.solving.target(for: problem)
      post(.solved(slug: slug, readCode(problem, context: context)))
      let result = try local.localRun(target, given: [])
      post(.solved(slug: slug, .ranLocally(LocalRunPrinter.lines(result))))
    } catch {
      post(.solved(slug: slug, .localRunFailed(localRunMessage(error))))
    }
  }

  /// A failure of a local run as a sentence, with the interface's advice.
  private static func localRunMessage(_ error: any Error) -> String {
    let text: String
    switch error {
    case let failure as SolvingFailure: text = failure.message(for: .interface)
    case let failure as AppError: text = failure.message
    case let failure as LoadError: text = FailureWords.interface.phrase(failure)
    default: text = "\(error)"
    }
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
