import LeetModel

/// A problem the app opens as it starts (`leetview <id>`, `leetview daily`), already loaded.
public struct ProblemOpening: Sendable {
  public var problem: Problem
  /// Where it came from, for the status line (`bundled`, `cached 2 days ago`, `live`).
  public var sourceLabel: String
  /// Why the copy is stale, if it is.
  public var note: String?
  /// The segment shown first.
  public var segment: Segment
  /// Whether it is today's daily problem (the list marks it).
  public var isDaily: Bool

  public init(
    problem: Problem, sourceLabel: String, note: String? = nil, segment: Segment = .description,
    isDaily: Bool = false
  ) {
    self.problem = problem
    self.sourceLabel = sourceLabel
    self.note = note
    self.segment = segment
    self.isDaily = isDaily
  }
}
