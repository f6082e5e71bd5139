import LeetModel
import TermCore

/// Everything that can happen to the plans, lists and contests where the list stands.
public enum CollectionAction: Sendable {
  /// Enter on the browser's Study plans, Lists or Contests section: its index is asked for.
  case openIndex(ProblemCollection.Kind)
  /// An index of plans, lists or contests arrived: it, its age in seconds when cached, whether a
  /// session was there to ask with, and the zone and moment its times are shown for.
  case indexLoaded(CollectionIndex, age: Double?, signedIn: Bool, time: CollectionTime)
  /// A plan, list or contest arrived: it, the user's marks, and its age in seconds when cached.
  case loaded(ProblemCollection, marks: SolvedMarks, age: Double?)
  /// A plan, list or contest (or an index) could not be loaded: why, on one line.
  case failed(String)
  /// A key while a set or an index has the list side's keys (`KeyContext.collection`).
  case key(Key)
  /// `n` on a problem opened from the set on screen: its next problem not yet solved.
  case nextUnsolved
}
