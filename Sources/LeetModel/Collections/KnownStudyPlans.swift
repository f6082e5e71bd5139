/// Study plans of leetcode.com that its catalogue query can leave out: no query lists every
/// plan (`studyPlansV2ByCatalog` answers none there), so maintained clients name them, each
/// checked against `studyPlanV2Detail`; their sizes show once a plan is opened.
public enum KnownStudyPlans {
  /// Slug and name of each, in the order the catalogue shows them after LeetCode's own.
  public static let com: [(slug: String, name: String)] = [
    ("leetcode-75", "LeetCode 75"), ("top-interview-150", "Top Interview 150"),
    ("top-100-liked", "Top 100 Liked"), ("top-sql-50", "SQL 50"),
    ("programming-skills", "Programming Skills"), ("dynamic-programming", "Dynamic Programming"),
    ("graph-theory", "Graph Theory"), ("binary-search", "Binary Search"),
    ("30-days-of-javascript", "30 Days of JavaScript"),
  ]

  /// The plans of `com` as catalogue entries, their sizes not known.
  public static var comSummaries: [CollectionSummary] {
    com.map { CollectionSummary(kind: .plan, slug: $0.slug, name: $0.name) }
  }
}
