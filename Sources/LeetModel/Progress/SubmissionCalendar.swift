/// Submissions per UTC day, as LeetCode's `submissionCalendar` counts them.
public struct SubmissionCalendar: Hashable, Sendable {
  /// The count of each day with at least one submission.
  public private(set) var counts: [UTCDay: Int]

  /// A calendar of `counts` (days with zero or negative counts are dropped).
  public init(_ counts: [UTCDay: Int] = [:]) {
    self.counts = counts.filter { $0.value > 0 }
  }

  /// Reads `submissionCalendar`: a JSON object, or a JSON string holding one, of Unix seconds
  /// (string keys) to counts; keys or counts that are not numbers, or out of their
  /// `NumberBound`, are skipped.
  public static func decode(_ value: JSONValue) -> SubmissionCalendar {
    guard let entries = value.embedded.object else { return SubmissionCalendar() }
    var counts: [UTCDay: Int] = [:]
    for (key, count) in entries {
      guard let seconds = NumberBound.unixSeconds.admitted(Double(key)),
        let count = count.whole(in: .count), count > 0
      else { continue }
      counts[UTCDay(seconds: seconds), default: 0] += min(count, 1_000_000)
    }
    return SubmissionCalendar(counts)
  }

  /// The submissions of `day`.
  public subscript(day: UTCDay) -> Int { counts[day] ?? 0 }

  /// The calendar with `other`'s days too (a day in both keeps the larger count: the two years'
  /// answers overlap only where they repeat each other).
  public func merging(_ other: SubmissionCalendar) -> SubmissionCalendar {
    SubmissionCalendar(counts.merging(other.counts) { max($0, $1) })
  }

  /// The days from `first` through `last` with at least one submission.
  public func activeDays(from first: UTCDay, through last: UTCDay) -> Int {
    counts.keys.filter { $0 >= first && $0 <= last }.count
  }

  /// The submissions from `first` through `last`.
  public func submissions(from first: UTCDay, through last: UTCDay) -> Int {
    counts.filter { $0.key >= first && $0.key <= last }.values.reduce(0, +)
  }

  /// The most days in a row with submissions, from `first` through `last`.
  public func longestStreak(from first: UTCDay, through last: UTCDay) -> Int {
    let days = counts.keys.filter { $0 >= first && $0 <= last }.map(\.number).sorted()
    var best = 0
    var run = 0
    var previous: Int?
    for day in days {
      run = previous == day - 1 ? run + 1 : 1
      best = max(best, run)
      previous = day
    }
    return best
  }

  /// The largest count of a day from `first` through `last` (0 when none).
  public func busiest(from first: UTCDay, through last: UTCDay) -> Int {
    counts.filter { $0.key >= first && $0.key <= last }.values.max() ?? 0
  }
}
