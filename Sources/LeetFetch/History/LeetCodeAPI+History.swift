import FoundationEssentials
import LeetModel

extension LeetCodeAPI {
  /// The most pages of `userProgressQuestionList` asked for: 60 of 100, past every problem there is.
  static let progressPageLimit = 60

  /// The submission `id` whole (signed in, one's own), asked as `SegmentQueries.submissionDetail`
  /// asks it on the client's site.
  /// - Throws: `FetchError`; `.refused` for an id that is not digits (nothing is sent);
  ///   `.invalidResponse` when LeetCode answers no such submission.
  public func submission(id: String) throws -> FetchedSubmission {
    guard let digits = NoteKey.submissionID(id), let number = Int(digits) else {
      throw FetchError.refused(host: client.endpoint.displayHost, reason: "a submission id is digits only")
    }
    let response = try client.graphQL(
      SegmentQueries.submissionDetail(id: number, site: client.site),
      refererPath: "/submissions/detail/\(digits)/")
    guard let record = SubmissionRecord.decode(response.object) else {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "no submission \(digits) of yours in the answer")
    }
    return FetchedSubmission(body: response.body, answer: response.object, record: record)
  }

  /// Every problem the user touched, page by page (`beforeRequest` before each, for pacing),
  /// until `totalNum` rows, an empty page, or a page that brings nothing new.
  /// - Throws: `FetchError`; `.graphQL` with LeetCode's words when it refuses (signed out).
  public func progressQuestions(beforeRequest: () -> Void = {}) throws -> ProgressQuestionPage {
    var joined = ProgressQuestionPage()
    var seen = Set<String>()
    for _ in 0..<Self.progressPageLimit {
      beforeRequest()
      let response = try client.graphQL(
        HistoryQueries.userProgressQuestionList(skip: joined.rowCount), refererPath: "/progress/")
      guard let page = ProgressQuestionPage.decode(response.object) else {
        throw FetchError.invalidResponse(
          host: client.endpoint.displayHost, detail: "no progress list in the answer")
      }
      let fresh = page.questions.filter { seen.insert($0.titleSlug).inserted }
      joined.total = page.total ?? joined.total
      joined.questions += fresh
      joined.rowCount += page.rowCount
      if page.rowCount == 0 || (fresh.isEmpty && !page.questions.isEmpty) { break }
      if let total = joined.total, joined.rowCount >= total { break }
    }
    return joined
  }

  /// The problem `slug`'s note as LeetCode holds it, or its refusal.
  /// - Throws: `FetchError` when LeetCode could not be asked (offline, blocked).
  public func problemNote(slug: String) throws -> NoteAnswer {
    NoteDecoder.question(
      try noteAnswer {
        try client.graphQL(HistoryQueries.questionNote(slug: slug), refererPath: "/problems/\(slug)/")
      })
  }

  /// Sends one note: `updateNote` for a problem's, `updateSubmissionNote` (with the flag and tags
  /// read) for a submission's; exactly one request.
  /// - Throws: `FetchError` when it did not reach LeetCode: the note stays queued.
  public func send(_ note: NoteSend) throws -> NoteAnswer {
    let operation: GraphQLOperation
    let referer: String
    switch note.key {
    case .problem(let slug):
      operation = HistoryQueries.updateNote(slug: slug, content: note.text)
      referer = "/problems/\(slug)/"
    case .submission(let id):
      operation = HistoryQueries.updateSubmissionNote(
        id: id, note: SubmissionNote(text: note.text, flag: note.flag, tagIDs: note.tagIDs))
      referer = "/submissions/detail/\(id)/"
    }
    return NoteDecoder.update(
      try noteAnswer { try client.graphQL(operation, refererPath: referer) }, field: operation.name)
  }

  /// The answer of a note request, for `NoteDecoder`: `errors[]` without data (which the client
  /// throws) and an HTTP 400 are given back as the refusals they are; any other failure is thrown.
  private func noteAnswer(_ request: () throws -> CheckedResponse) throws -> JSONValue {
    do {
      return try request().object
    } catch FetchError.graphQL(let message) {
      return .object(["errors": .array([.object(["message": .string(message)])])])
    } catch FetchError.httpStatus(_, let status, _) where status == 400 {
      return .object(["error": .string("LeetCode answered HTTP 400 (a request it does not take)")])
    }
  }
}
