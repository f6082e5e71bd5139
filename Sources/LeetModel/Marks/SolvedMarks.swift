/// The user's marks, by title slug: what is not in it is untouched.
///
/// Only solved and attempted problems are kept, so the 4,000-problem list of someone who solved
/// twenty holds twenty entries.
public struct SolvedMarks: Hashable, Sendable {
  /// The marks above untouched, by slug.
  public private(set) var bySlug: [TitleSlug: SolvedMark]

  /// Marks from `bySlug`, untouched ones dropped.
  public init(_ bySlug: [TitleSlug: SolvedMark] = [:]) {
    self.bySlug = bySlug.filter { $0.value != .untouched }
  }

  /// The mark of `slug`; untouched when it has none.
  public subscript(slug: TitleSlug) -> SolvedMark { bySlug[slug] ?? .untouched }

  /// How many problems have `mark` (not counting untouched ones, which are not kept).
  public func count(_ mark: SolvedMark) -> Int { bySlug.values.lazy.filter { $0 == mark }.count }

  /// Whether no problem is solved or attempted.
  public var isEmpty: Bool { bySlug.isEmpty }

  /// These marks and `refreshed` merged by maximum: a refresh never lowers a mark.
  public func merging(_ refreshed: SolvedMarks) -> SolvedMarks {
    SolvedMarks(bySlug.merging(refreshed.bySlug) { $0.merged(with: $1) })
  }

  /// These marks after a submission of `slug` judged `accepted` or not (see
  /// `SolvedMark.afterSubmit(accepted:)`).
  public func recordingSubmit(of slug: TitleSlug, accepted: Bool) -> SolvedMarks {
    var marks = bySlug
    marks[slug] = self[slug].afterSubmit(accepted: accepted)
    return SolvedMarks(marks)
  }
}
