import FoundationEssentials
import LeetModel

/// A submission's note changed on LeetCode (`updateSubmissionNote`, `reference/practice-api.md`
/// §9), which overwrites the note, its tags and its flag together: the submission is read fresh
/// first for the flag and tags to send back, and its cached details hold the new note once
/// LeetCode takes it. Online and signed in only: nothing is queued.
extension SegmentService {
  /// Submission `id` of problem `slug` as LeetCode holds it now (note, flag and tags), its details
  /// kept in the problem's file.
  /// - Throws: `LoadError`: `.network` offline (nothing sent) or when LeetCode cannot be asked or
  ///   has no such submission of the user's; `.signInNeeded` signed out (nothing sent);
  ///   `.submissionOfOtherProblem` for one of another problem.
  public func submissionForNote(id: String, slug: String) throws -> SubmissionRecord {
    guard let digits = NoteKey.submissionID(id) else {
      throw LoadError.network(.said("a submission id is digits only (as in its URL)"))
    }
    if policy.offline {
      throw LoadError.network(
        .said("a submission's note is changed on LeetCode only, and leetview is offline; nothing was changed")
      )
    }
    guard problems.session.isSignedIn else {
      throw LoadError.signInNeeded("changing the note of submission \(digits)")
    }
    let fetched = try fetchSubmission(digits)
    if let other = fetched.record.titleSlug, other != slug {
      throw LoadError.submissionOfOtherProblem(id: digits, slug: other)
    }
    keepDetail(fetched.answer, id: digits, slug: slug)
    return fetched.record
  }

  /// Sends `text` as the note of submission `id` with the flag and tags of `read` (the note read
  /// by `submissionForNote`), in exactly one `updateSubmissionNote`; when LeetCode takes it, the
  /// cached details of `slug` hold the new note.
  /// - Returns: LeetCode's answer: taken, or refused with its words.
  /// - Throws: `LoadError.network` when LeetCode cannot be asked (nothing changed).
  public func sendSubmissionNote(_ text: String, id: String, slug: String, read: SubmissionNote) throws
    -> NoteAnswer
  {
    let send = NoteSend(key: .submission(id: id), text: text, flag: read.flag, tagIDs: read.tagIDs)
    let answer: NoteAnswer
    do {
      answer = try problems.api().send(send)
      problems.noteSuccess()
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: false))
    }
    if answer.isAccepted, let cached = cachedDetail(id, slug: slug) {
      keepDetail(Self.answer(cached, withNote: text), id: id, slug: slug)
    }
    return answer
  }

  /// Keeps `answer` as the details of submission `id` in the submissions file of `slug`; a file
  /// that cannot be written leaves the cache as it was.
  func keepDetail(_ answer: JSONValue, id: String, slug: String) {
    _ = try? merge(.submissions, kind: .submissions, slug: slug, source: .live) { file in
      var details = file["details"]?.object ?? [:]
      details[id] = answer
      file["details"] = .object(details)
      // A file made for this detail holds no list yet: dated long ago, the segment fetches it.
      if file["fetchedAt"] == nil {
        file["fetchedAt"] = .string(Self.timestamp(Date(timeIntervalSince1970: 0)))
      }
    }
  }

  /// The cached details answer of submission `id` in the file of `slug`.
  private func cachedDetail(_ id: String, slug: String) -> JSONValue? {
    guard let name = TitleSlug.validated(slug), let entry = try? store.read(.submissions, slug: name),
      let file = try? JSONValue.parse(entry.data)
    else { return nil }
    return file["details"][id].object.map(JSONValue.object)
  }

  /// A `submissionDetails` answer with its `notes` set to `text`.
  static func answer(_ answer: JSONValue, withNote text: String) -> JSONValue {
    guard var body = answer.object, var data = body["data"]?.object,
      var detail = data["submissionDetails"]?.object
    else { return answer }
    detail["notes"] = .string(text)
    data["submissionDetails"] = .object(detail)
    body["data"] = .object(data)
    return .object(body)
  }
}
