import Foundation
import LeetModel

extension FakeLeetCode {
  /// Answers the history queries (`reference/practice-api.md` §9) from `history`: one submission
  /// whole, the progress list by `skip` and `limit`, a problem's note, and the two note mutations.
  public func serveHistory(_ history: FakeHistory) {
    serve(queryContaining: "submissionDetails(submissionId: $submissionId)") { variables in
      history.detail(variables["submissionId"].int ?? -1)
    }
    serve(queryContaining: "userProgressQuestionList(filters") { variables in
      history.progressPage(
        skip: variables["filters"]["skip"].int ?? 0, limit: variables["filters"]["limit"].int ?? 50)
    }
    serve(queryContaining: "query questionNote") { variables in
      history.noteAnswer(variables["titleSlug"].string ?? "")
    }
    serve(queryContaining: "mutation updateNote") { variables in history.updateNote(Self.plain(variables)) }
    serve(queryContaining: "mutation updateSubmissionNote") { variables in
      history.updateSubmissionNote(Self.plain(variables))
    }
  }

  /// `variables` as Foundation's JSON objects.
  static func plain(_ variables: JSONValue) -> [String: Any] {
    let data = JSONWriter.data(variables)
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }
}
