import Foundation
import LeetModel

extension FakeLeetCode {
  /// Answers leetcode.cn's three progress queries by `userSlug`, each at the path cn serves it.
  ///
  /// The question progress comes at `/graphql`, the calendar and the contest at the user gateway
  /// `/graphql/noj-go/`, which answers nothing else; the users are those `users()` holds. An
  /// unknown slug gets `errors[]` with null data, as cn answers it.
  public func serveProgressCN(_ users: @escaping @Sendable () -> [String: FakeProgress]) {
    serve(queryContaining: "userProfileUserQuestionProgress") { variables in
      guard let user = users()[variables["userSlug"].string ?? ""] else {
        return Self.body([
          "data": ["userProfileUserQuestionProgress": NSNull()],
          "errors": [["message": "用户不存在"]],
        ])
      }
      return Self.body(user.cnQuestionProgressAnswer())
    }
    serve(pathPrefix: "/graphql/noj-go/") { request in
      let json = (try? JSONValue.parse(request.body)) ?? .null
      let query = json["query"].string ?? ""
      let user = users()[json["variables"]["userSlug"].string ?? ""]
      let answer: [String: Any]
      if query.contains("userCalendar(userSlug") {
        answer =
          user?.cnCalendarAnswer(year: json["variables"]["year"].int ?? 0)
          ?? ["data": NSNull(), "errors": [["message": "must not be null"]]]
      } else if query.contains("userContestRanking(userSlug") {
        answer =
          user?.cnContestAnswer()
          ?? ["data": ["userContestRanking": NSNull(), "userContestRankingHistory": []]]
      } else {
        answer = ["data": NSNull(), "errors": [["message": "Cannot query field on type Query."]]]
      }
      return .response(
        status: 200, headers: [("Content-Type", "application/json")], body: Self.body(answer))
    }
  }
}
