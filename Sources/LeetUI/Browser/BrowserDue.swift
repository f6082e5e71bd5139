import LeetModel

/// What the browser's Due section lists: the problems due for review now, in due order, and
/// today's grades against the daily cap.
public struct BrowserDue: Hashable, Sendable {
  /// One problem due, by slug, and when it was due.
  public struct Entry: Hashable, Sendable {
    /// The problem's slug.
    public var slug: String
    /// When it is due, from today.
    public var due: ReviewDue

    /// An entry of `slug`, due `due`.
    public init(slug: String, due: ReviewDue) {
      self.slug = slug
      self.due = due
    }
  }

  /// The problems due now, no more than are left of the cap, oldest due first.
  public var entries: [Entry]
  /// The grades given today, and the most a day.
  public var gradedToday: Int
  public var dailyCap: Int

  /// A Due section of `entries`, `gradedToday` of `dailyCap` reviewed today.
  public init(entries: [Entry] = [], gradedToday: Int = 0, dailyCap: Int = ReviewSchedule.defaultDailyCap) {
    self.entries = entries
    self.gradedToday = gradedToday
    self.dailyCap = dailyCap
  }

  /// The Due section of `page`: the problems due now.
  public init(_ page: ReviewPage) {
    self.init(
      entries: page.queue.due.map { Entry(slug: $0.titleSlug, due: page.due($0)) },
      gradedToday: page.gradedToday, dailyCap: page.dailyCap)
  }
}
