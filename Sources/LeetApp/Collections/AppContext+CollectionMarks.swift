import LeetFetch
import LeetModel

extension AppContext {
  /// The user's marks that plans, lists and contests lay over LeetCode's own: the one place they
  /// are read, from the cached marks (none when there are none).
  func collectionMarks() -> SolvedMarks {
    MarksService(problems: service).cached()?.snapshot.marks ?? SolvedMarks()
  }
}
