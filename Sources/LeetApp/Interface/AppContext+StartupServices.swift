import FoundationEssentials
import LeetFetch
import LeetUI

/// The start's services over this run's problems, list and options.
extension AppContext: StartupServices {
  /// What `loaded` opens as now, on the segment the options ask for.
  func opening(_ loaded: LoadedProblem, isDaily: Bool) -> ProblemOpening {
    AppProgram.opening(loaded, context: self, now: Date(), isDaily: isDaily)
  }
}
