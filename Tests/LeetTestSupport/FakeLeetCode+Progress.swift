import Foundation
import LeetModel

extension FakeLeetCode {
  /// Answers the three progress queries for the users `users()` holds (read at each request),
  /// as LeetCode answers anyone, signed in or not; an unknown user gets `matchedUser: null`
  /// (and `userContestRanking: null`).
  public func serveProgress(_ users: @escaping @Sendable () -> [String: FakeProgress]) {
    serve(queryContaining: "userProblemsSolved") { variables in
      let name = variables["username"].string ?? ""
      guard let user = users()[name] else {
        return Self.body([
          "data": ["allQuestionsCount": [], "matchedUser": NSNull()],
          "errors": [["message": "That user does not exist."]],
        ])
      }
      return Self.body(user.solvedAnswer())
    }
    serve(queryContaining: "UserProfileCalendar") { variables in
      let name = variables["username"].string ?? ""
      guard let user = users()[name] else { return Self.body(["data": ["matchedUser": NSNull()]]) }
      return Self.body(user.calendarAnswer(year: variables["year"].int ?? 0))
    }
    serve(queryContaining: "userContestRanking") { variables in
      let name = variables["username"].string ?? ""
      guard let user = users()[name] else {
        return Self.body(["data": ["userContestRanking": NSNull(), "userContestRankingHistory": []]])
      }
      return Self.body(user.contestAnswer())
    }
  }

  /// `object` as JSON bytes.
  static func body(_ object: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }
}
