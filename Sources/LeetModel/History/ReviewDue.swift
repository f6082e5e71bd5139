/// When a problem is due for review, against today: today, so many days overdue, or in so many days.
public enum ReviewDue: Hashable, Sendable {
  /// Due today.
  case today
  /// Due that many days ago (at least 1).
  case overdue(days: Int)
  /// Due in that many days (at least 1).
  case inDays(Int)

  /// When the local day `dueDay` is, seen from the local day `today`.
  public init(dueDay: Int, today: Int) {
    if dueDay == today {
      self = .today
    } else if dueDay < today {
      self = .overdue(days: today - dueDay)
    } else {
      self = .inDays(dueDay - today)
    }
  }
}
