import FoundationEssentials

/// Solved problems by when they are due for another try: the schedule's cards by their due day,
/// and a problem never reviewed on the day of its last solve (so the oldest solve comes first).
///
/// Pure.
public struct ReviewQueue: Hashable, Sendable {
  /// One problem in the queue.
  public struct Item: Hashable, Sendable {
    /// The problem's slug.
    public var titleSlug: String
    /// The problem's frontend id, when LeetCode listed it.
    public var frontendID: String?
    /// The problem's title, when LeetCode listed it.
    public var title: String?
    /// The problem's difficulty, when LeetCode listed it.
    public var difficulty: Difficulty?
    /// The local day it is due.
    public var dueDay: Int
    /// When it was last submitted, as LeetCode listed it.
    public var lastSubmittedAt: Date?
    /// Its card; nil for a problem never reviewed.
    public var card: ReviewCard?
  }

  /// The problems due today or before, oldest due first, no more than are left of the cap.
  public var due: [Item]
  /// The rest by due day: due today past the cap, then those due later.
  public var later: [Item]
  /// Whether the cap held back problems that are due.
  public var isCapped: Bool

  /// The queue of every solved problem in `questions` and every card of `schedule`, on the day of
  /// `clock`.
  ///
  /// A problem never reviewed needs a date of its last submission (a row with none, or one too
  /// old to be true, is left out rather than always overdue); a card whose problem LeetCode did
  /// not list is kept under its slug.
  public init(questions: [ProgressQuestion], schedule: ReviewSchedule, clock: ReviewClock) {
    var items: [String: Item] = [:]
    for question in questions where question.mark == .solved {
      let card = schedule.cards[question.titleSlug]
      guard let dueDay = card?.dueDay ?? question.lastSubmittedAt.map(clock.day(of:)) else { continue }
      items[question.titleSlug] = Item(
        titleSlug: question.titleSlug, frontendID: question.frontendID, title: question.title,
        difficulty: question.difficulty, dueDay: dueDay, lastSubmittedAt: question.lastSubmittedAt, card: card
      )
    }
    for (slug, card) in schedule.cards where items[slug] == nil {
      items[slug] = Item(titleSlug: slug, dueDay: card.dueDay, card: card)
    }
    let ordered = items.values.sorted(by: Self.comesFirst)
    let today = clock.today
    let dueCount = ordered.prefix { $0.dueDay <= today }.count
    let shown = min(dueCount, schedule.leftToday(clock))
    due = Array(ordered.prefix(shown))
    later = Array(ordered.dropFirst(shown))
    isCapped = shown < dueCount
  }

  /// Earlier due day first; then the older last submission; then the slug.
  static func comesFirst(_ a: Item, _ b: Item) -> Bool {
    if a.dueDay != b.dueDay { return a.dueDay < b.dueDay }
    let aTime = a.lastSubmittedAt?.timeIntervalSince1970 ?? .infinity
    let bTime = b.lastSubmittedAt?.timeIntervalSince1970 ?? .infinity
    if aTime != bTime { return aTime < bTime }
    return a.titleSlug < b.titleSlug
  }
}
