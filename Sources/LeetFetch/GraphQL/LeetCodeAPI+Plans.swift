import LeetModel

extension LeetCodeAPI {
  /// LeetCode's catalogue of study plans and, signed in, the user's plans in progress.
  ///
  /// When the user's plans are refused (a dead session), the catalogue is still given, with
  /// LeetCode's words as a warning.
  /// - Throws: `FetchError`.
  public func planIndex(signedIn: Bool) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    try gather(
      CollectionQueries.planCatalogue, keys: ["studyPlansV2AdQuestionPage"],
      refererPath: "/studyplan/", into: &answer)
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
}
