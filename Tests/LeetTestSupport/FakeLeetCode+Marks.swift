import Foundation

extension FakeLeetCode {
  /// Answers `GET /api/problems/all/` by the `LEETCODE_SESSION` cookie received: with the user's
  /// name and statuses (`ac`, `notac`) when `marks()` has the session (read at each request),
  /// else as LeetCode answers a stranger, `user_name: ""` and every status null.
  /// - Parameter marks: by session cookie, the user name and the status of each slug.
  /// - Parameter slugs: every problem of the index.
  public func serveMarks(
    slugs: [String], _ marks: @escaping @Sendable () -> [String: (user: String, status: [String: String])]
  ) {
    serve(pathPrefix: "/api/problems/all") { request in
      let session = Self.cookie("LEETCODE_SESSION", in: request.headers["cookie"] ?? "")
      let account = session.flatMap { marks()[$0] }
      let pairs: [[String: Any]] = slugs.map { slug in
        [
          "stat": ["question__title_slug": slug, "question_id": 1],
          "status": account?.status[slug] ?? NSNull(),
        ]
      }
      let body: [String: Any] = ["user_name": account?.user ?? "", "stat_status_pairs": pairs]
      let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
      return .response(status: 200, headers: [("Content-Type", "application/json")], body: data)
    }
  }
}
