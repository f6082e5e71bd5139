import LeetModel

extension LeetCodeAPI {
  /// LeetCode's catalogue of study plans and, signed in, the user's plans in progress.
  ///
  /// When the user's plans are refused (a dead session), the catalogue is still given, with
  /// LeetCode's words as a warning.
  /// - Throws: `FetchError`.
  public func planIndex(signedIn: Bool) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    if client.site == .cn {
      try gatherCnCatalogue(into: &answer)
    } else {
      try gather(
        CollectionQueries.planCatalogue, keys: ["studyPlansV2AdQuestionPage"],
        refererPath: "/studyplan/", into: &answer)
    }
    guard signedIn else { return answer }
    do {
      try gather(
        CollectionQueries.myPlans(), keys: ["studyPlanV2UserProgresses"],
        refererPath: "/studyplan/", into: &answer)
    } catch FetchError.graphQL(let message) {
      answer.warnings.append("your study plans: \(message)")
    }
    return answer
  }

  /// One study plan's groups and problems, with the user's statuses when signed in.
  /// - Throws: `FetchError`.
  public func plan(slug: String) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    try gather(
      CollectionQueries.planDetail(slug: slug), keys: ["studyPlanV2Detail"],
      refererPath: "/studyplan/\(slug)/", into: &answer)
    return answer
  }

  /// The most pages of one catalogue heading asked for, a hundred plans each.
  static let cataloguePageLimit = 5

  /// leetcode.cn's catalogue: its headings, then each heading's plans page by page, joined as
  /// one `studyPlansV2ByCatalog` answer in the headings' order.
  /// - Throws: `FetchError` when the headings cannot be had; a heading that fails is a warning.
  private func gatherCnCatalogue(into answer: inout CollectionAnswerData) throws {
    let (headings, warnings) = try payload(
      CollectionQueries.planCatalogues, keys: ["studyPlanV2Catalogs"], refererPath: "/studyplan/")
    answer.warnings += warnings
    var plans: [JSONValue] = []
    for heading in headings["studyPlanV2Catalogs"].array ?? [] {
      guard let slug = CollectionText.slug(heading["slug"]) else { continue }
      do {
        for page in 0..<Self.cataloguePageLimit {
          let (data, said) = try payload(
            CollectionQueries.plansOfCatalogue(slug, offset: page * 100, limit: 100),
            keys: ["studyPlansV2ByCatalog"], refererPath: "/studyplan/")
          answer.warnings += said
          let part = data["studyPlansV2ByCatalog"]
          plans += part["studyPlans"].array ?? []
          guard part["hasMore"].bool == true, !(part["studyPlans"].array ?? []).isEmpty else { break }
        }
      } catch FetchError.graphQL(let message) {
        answer.warnings.append("study plans under \(slug): \(message)")
      }
    }
    answer.data["studyPlansV2ByCatalog"] = .object(["studyPlans": .array(plans)])
  }
}
