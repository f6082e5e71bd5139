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
    /// The local day of `lastSubmittedAt`, worked out once with the queue.
    public var solvedDay: Int?
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
    var items: [Item] = []
    items.reserveCapacity(questions.count + schedule.cards.count)
    var places: [String: Int] = [:]
    places.reserveCapacity(items.capacity)
    for question in questions where question.mark == .solved {
      let card = schedule.cards[question.titleSlug]
      let solvedDay = question.lastSubmittedAt.map(clock.day(of:))
      guard let dueDay = card?.dueDay ?? solvedDay else { continue }
      let item = Item(
        titleSlug: question.titleSlug, frontendID: question.frontendID, title: question.title,
        difficulty: question.difficulty, dueDay: dueDay, lastSubmittedAt: question.lastSubmittedAt,
        solvedDay: solvedDay, card: card)
      if let place = places[question.titleSlug] {
        items[place] = item
      } else {
        places[question.titleSlug] = items.count
        items.append(item)
      }
    }
    for (slug, card) in schedule.cards where places[slug] == nil {
      items.append(Item(titleSlug: slug, dueDay: card.dueDay, card: card))
    }
    let ordered = Self.ordered(items)
    let today = clock.today
    let dueCount = ordered.prefix { $0.dueDay <= today }.count
    let shown = min(dueCount, schedule.leftToday(clock))
    due = Array(ordered.prefix(shown))
    later = Array(ordered.dropFirst(shown))
    isCapped = shown < dueCount
  }

  /// `items` by earlier due day first, then the older last submission, then the slug; sorted by
  /// keys worked out once rather than by moving whole items.
  static func ordered(_ items: [Item]) -> [Item] {
    let keys = items.indices.map { index in
      SortKey(
        dueDay: items[index].dueDay,
        time: items[index].lastSubmittedAt?.timeIntervalSince1970 ?? .infinity, index: index)
    }
    let sorted = keys.sorted { a, b in
      if a.dueDay != b.dueDay { return a.dueDay < b.dueDay }
      if a.time != b.time { return a.time < b.time }
      return items[a.index].titleSlug < items[b.index].titleSlug
    }
    return sorted.map { items[$0.index] }
  }

  /// An item's place in the order: its due day, its last submission, and where it is in the list.
  struct SortKey {
    /// The item's due day.
    let dueDay: Int
    /// Its last submission in Unix seconds; infinity when undated.
    let time: Double
    /// Its index in the items.
    let index: Int
  }
}
