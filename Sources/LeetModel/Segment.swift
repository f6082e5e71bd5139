/// The pages of a problem, in tab order; Code (the solution file) is last.
public enum Segment: String, CaseIterable, Hashable, Sendable {
  case description, comments, solutions, submissions, code

  /// The tab label in English.
  public var title: String {
    switch self {
    case .description: "Description"
    case .comments: "Comments"
    case .solutions: "Solutions"
    case .submissions: "Submissions"
    case .code: "Code"
    }
  }
}
