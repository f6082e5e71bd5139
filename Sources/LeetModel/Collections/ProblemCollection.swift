import FoundationEssentials

/// A named set of problems in groups, as LeetCode shows it: a study plan, a favourite list or a
/// contest.
///
/// A plan has its sub-groups in LeetCode's order; a list and a contest have one group. A group
/// LeetCode keeps for Premium comes back empty: it is `isLocked`, not "no problems".
public struct ProblemCollection: Hashable, Sendable {
  /// What kind of set this is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case plan, list, contest
  }

  /// One problem of a group, with the mark LeetCode sent beside it (untouched when signed out).
  public struct Entry: Hashable, Sendable {
    public var item: ProblemListItem
    public var mark: SolvedMark
    /// A contest problem's points (3, 4, 5, 6), if known.
    public var credit: Int?

    /// An entry for `item` marked `mark`.
    public init(item: ProblemListItem, mark: SolvedMark = .untouched, credit: Int? = nil) {
      self.item = item
      self.mark = mark
      self.credit = credit
    }
  }

  /// One group of problems: a plan's sub-group, or the whole of a list or contest.
  public struct Group: Hashable, Sendable {
    public var slug: String
    public var name: String
    public var entries: [Entry]
    /// Kept for Premium: LeetCode sent no problems though the group has some.
    public var isLocked: Bool
    /// How many problems LeetCode says the group has (more than `entries` when locked or paged).
    public var declaredCount: Int?

    /// A group `name` of `entries`.
    public init(
      slug: String, name: String, entries: [Entry], isLocked: Bool = false,
      declaredCount: Int? = nil
    ) {
      self.slug = slug
      self.name = name
      self.entries = entries
      self.isLocked = isLocked
      self.declaredCount = declaredCount
    }

    /// How many problems the group has: what LeetCode declares, else the entries.
    public var total: Int { max(declaredCount ?? 0, entries.count) }
  }

  public var kind: Kind
  public var slug: String
  public var name: String
  /// A line about it: a plan's highlight, a list's description, a contest's time.
  public var detail: String?
  public var groups: [Group]
  /// The whole set is for Premium.
  public var isPremiumOnly: Bool

  /// A collection of `kind` named `name`.
  public init(
    kind: Kind, slug: String, name: String, detail: String? = nil, groups: [Group],
    isPremiumOnly: Bool = false
  ) {
    self.kind = kind
    self.slug = slug
    self.name = name
    self.detail = detail
    self.groups = groups
    self.isPremiumOnly = isPremiumOnly
  }

  /// Every entry, group after group.
  public var entries: [Entry] { groups.flatMap(\.entries) }
}

extension ProblemCollection.Entry {
  /// The entry's mark with `marks` laid over it: the greater of the two, so a fresher reading of
  /// the user's marks shows through and a mark never goes down.
  public func mark(with marks: SolvedMarks) -> SolvedMark {
    guard let slug = TitleSlug.validated(item.titleSlug) else { return mark }
    return mark.merged(with: marks[slug])
  }
}

extension ProblemCollection.Group {
  /// How many of the group's problems are solved, with `marks` laid over LeetCode's own.
  public func solvedCount(with marks: SolvedMarks) -> Int {
    entries.lazy.filter { $0.mark(with: marks) == .solved }.count
  }
}

extension ProblemCollection {
  /// Solved over total across every group, with `marks` laid over LeetCode's own.
  public func progress(with marks: SolvedMarks) -> (solved: Int, total: Int) {
    groups.reduce((0, 0)) { ($0.0 + $1.solvedCount(with: marks), $0.1 + $1.total) }
  }

  /// The first problem after `slug` (or from the start, when `slug` is not in it) that is not
  /// solved and not locked: what `n` opens next from a plan.
  public func nextUnsolved(after slug: String?, marks: SolvedMarks) -> Entry? {
    let open = groups.filter { !$0.isLocked }.flatMap(\.entries)
    let start = slug.flatMap { s in open.firstIndex { $0.item.titleSlug == s } }.map { $0 + 1 } ?? 0
    let ordered = open[start...] + open[..<start]
    return ordered.first { $0.mark(with: marks) != .solved && !($0.item.titleSlug == slug) }
  }
}
