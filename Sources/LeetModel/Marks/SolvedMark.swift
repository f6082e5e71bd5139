import FoundationEssentials
import TermCore

/// Where the user stands with one problem: solved, attempted, or untouched.
///
/// The cases are ordered (untouched < attempted < solved), so that merging two readings keeps the
/// greater and a mark never goes down.
public enum SolvedMark: Int, Comparable, Hashable, Sendable, CaseIterable {
  case untouched = 0
  case attempted = 1
  case solved = 2

  /// The mark for a `status` LeetCode sends, read leniently.
  ///
  /// Solved: `ac`, `AC`, `SOLVED`, `PAST_SOLVED`; attempted: `notac`, `TRIED`, `ATTEMPTED`;
  /// untouched: nil, `NOT_STARTED`, `TO_DO` and anything unknown.
  public init(leetCodeStatus status: String?) {
    switch status?.trimmingWhitespace.uppercased() {
    case "AC", "SOLVED", "PAST_SOLVED": self = .solved
    case "NOTAC", "TRIED", "ATTEMPTED": self = .attempted
    default: self = .untouched
    }
  }

  /// The mark as the cache file writes it.
  public var name: String {
    switch self {
    case .untouched: "untouched"
    case .attempted: "attempted"
    case .solved: "solved"
    }
  }

  /// The mark the cache file wrote as `name`; nil for anything else.
  public init?(name: String) {
    guard let mark = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = mark
  }

  /// The greater of this mark and `other`: a refresh never lowers a mark.
  public func merged(with other: SolvedMark) -> SolvedMark { max(self, other) }

  /// The mark after a submission judged `accepted` or not.
  ///
  /// Accepted marks solved; any other verdict marks attempted only from untouched, so a failed
  /// submit never takes a solved problem down (the leetcode.nvim bug).
  public func afterSubmit(accepted: Bool) -> SolvedMark {
    merged(with: accepted ? .solved : .attempted)
  }

  public static func < (lhs: SolvedMark, rhs: SolvedMark) -> Bool { lhs.rawValue < rhs.rawValue }
}
