/// What LeetCode answers about study plans, read leniently: the index of the user's plans and
/// the catalogue, and one plan's groups.
public enum PlanAnswer {
  /// The index of the user's plans and the catalogue, with `known` plans LeetCode's catalogue
  /// left out after its own.
  ///
  /// The document's `data` holds `studyPlanV2UserProgresses` (signed in) and the catalogue
  /// (`studyPlansV2AdQuestionPage`, or `studyPlansV2ByCatalog`'s `studyPlans`). Plans without a
  /// safe slug are skipped; a plan of the user's is not repeated in the catalogue.
  public static func index(_ document: JSONValue, known: [CollectionSummary] = []) -> CollectionIndex {
    let data = document["data"]
    var yours: [CollectionSummary] = []
    for progress in data["studyPlanV2UserProgresses"]["planUserProgresses"].array ?? [] {
      guard var summary = summary(progress["plan"]) else { continue }
      summary.solved = CollectionText.count(progress["finishedQuestionNum"])
      yours.append(summary)
    }
    let rows =
      data["studyPlansV2AdQuestionPage"].array
      ?? data["studyPlansV2ByCatalog"]["studyPlans"].array ?? []
    let mine = Set(yours.map(\.slug))
    var seen = Set<String>()
    let catalogue = (rows.compactMap(summary) + known).filter {
      !mine.contains($0.slug) && seen.insert($0.slug).inserted
    }
    var sections: [CollectionIndex.Section] = []
    if !yours.isEmpty { sections.append(.init(shelf: .yours, summaries: yours)) }
    sections.append(.init(shelf: .catalogue, summaries: catalogue))
    return CollectionIndex(kind: .plan, sections: sections)
  }

  /// One plan, its groups in LeetCode's order.
  ///
  /// The document's `data` holds `studyPlanV2Detail`. A group that came back empty though it has problems (or is for Premium) is locked;
  /// a Premium plan that sent no groups at all is `isPremiumOnly`.
  /// - Returns: nil when LeetCode has no such plan (`studyPlanV2Detail: null`).
  public static func plan(_ document: JSONValue) -> ProblemCollection? {
    let detail = document["data"]["studyPlanV2Detail"]
    guard let slug = CollectionText.slug(detail["slug"]) else { return nil }
    let premium = CollectionText.flag(detail["premiumOnly"])
    let groups: [ProblemCollection.Group] = (detail["planSubGroups"].array ?? []).enumerated().map {
      index, row in
      let entries = ProblemCollection.Entry.decodeAll(row["questions"].array ?? [])
      let declared = CollectionText.count(row["questionNum"])
      let locked =
        entries.isEmpty && ((declared ?? 0) > 0 || premium || CollectionText.flag(row["premiumOnly"]))
      return ProblemCollection.Group(
        slug: CollectionText.slug(row["slug"]) ?? "group-\(index + 1)",
        name: CollectionText.line(row["name"]) ?? "Group \(index + 1)", entries: entries,
        isLocked: locked, declaredCount: declared)
    }
    return ProblemCollection(
      kind: .plan, slug: slug, name: CollectionText.line(detail["name"]) ?? slug,
      detail: CollectionText.line(detail["highlight"], limit: 400), groups: groups,
      isPremiumOnly: premium)
  }

  /// A plan as the catalogue or the user's progress names it.
  static func summary(_ plan: JSONValue) -> CollectionSummary? {
    guard let slug = CollectionText.slug(plan["slug"]) else { return nil }
    return CollectionSummary(
      kind: .plan, slug: slug, name: CollectionText.line(plan["name"]) ?? slug,
      detail: CollectionText.line(plan["highlight"], limit: 400),
      total: CollectionText.count(plan["questionNum"]),
      isPremiumOnly: CollectionText.flag(plan["premiumOnly"]))
  }
}
