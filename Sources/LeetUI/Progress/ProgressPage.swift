import FoundationEssentials
import LeetModel

/// What the Progress screen shows: a user's progress, where it is from and how old it is.
public struct ProgressPage: Hashable, Sendable {
  /// The progress.
  public var progress: UserProgress
  /// The site's host, `leetcode.com`.
  public var host: String
  /// When LeetCode sent it.
  public var fetchedAt: Date
  /// The time the page is drawn for (its age is counted to it, its heatmap ends on its UTC day).
  public var now: Date
  /// Why an older copy is shown (`offline`, a failed refresh), when one is.
  public var staleBecause: String?

  /// A page of `progress` from `host`, fetched at `fetchedAt`, drawn at `now`.
  public init(
    progress: UserProgress, host: String, fetchedAt: Date, now: Date, staleBecause: String? = nil
  ) {
    self.progress = progress
    self.host = host
    self.fetchedAt = fetchedAt
    self.now = now
    self.staleBecause = staleBecause
  }
}
