import TermCore

/// What LeetCode's problem index (`GET /api/problems/all/`) says of the user's marks.
public enum MarksAnswer: Hashable, Sendable {
  /// Signed out (`user_name: ""`, every status null): LeetCode gave no marks at all, which is not
  /// the same as every problem untouched.
  case signedOut
  /// Signed in as `user` (sanitized; empty when the name was missing but marks came), with `marks`.
  case signedIn(user: String, marks: SolvedMarks)

  /// Reads the index's answer leniently: rows without a usable slug are skipped, a missing, null
  /// or retyped `status` is untouched, and `stat_status_pairs` may be the top level itself.
  /// - Returns: nil when the answer holds no list of rows at all.
  public static func decode(_ json: JSONValue) -> MarksAnswer? {
    guard let pairs = json["stat_status_pairs"].array ?? json.array else { return nil }
    var marks: [TitleSlug: SolvedMark] = [:]
    for pair in pairs {
      guard let text = pair["stat"]["question__title_slug"].string,
        let slug = TitleSlug.validated(text)
      else { continue }
      let mark = SolvedMark(leetCodeStatus: pair["status"].string)
      if mark != .untouched { marks[slug] = marks[slug, default: .untouched].merged(with: mark) }
    }
    let user = TextSanitizer.oneLine(json["user_name"].string ?? "")
    if user.isEmpty, marks.isEmpty { return .signedOut }
    return .signedIn(user: String(user.prefix(100)), marks: SolvedMarks(marks))
  }
}
