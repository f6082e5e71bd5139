import LeetFetch
import LeetLocalRun
import LeetModel

/// The local run's services over this run's cache alone.
extension AppContext: LocalRunServices {
  /// The solution file of `problem`, found under a policy that never touches the network.
  /// - Throws: `AppError` for a language the problem has no template in.
  func localTarget(for problem: Problem) throws -> SolutionTarget {
    try offlineOnly.solving.target(for: problem)
  }

  /// Runs `target` on this machine on the problem's examples, from the cache alone.
  /// - Throws: `AppError` or `SolvingFailure` with why it could not run.
  func runLocally(_ target: SolutionTarget) throws -> LocalRunResult {
    try offlineOnly.localRun(target, given: [])
  }
}
