import Foundation

/// What the fake LeetCode knows of one user's history: submissions whole, the problems touched,
/// and the notes, which `updateNote` and `updateSubmissionNote` change (or refuse, as told).
public final class FakeHistory: @unchecked Sendable {
  /// How the note mutations are refused, when they are.
  public enum NoteRefusal: Sendable {
    /// `{ok: false, error: …}`.
    case okFalse(String)
    /// `errors[]` and no data.
    case errors(String)
    /// The site does not know the operation (`Cannot query field "updateNote" on type "Mutation"`).
    case unknownOperation
  }

  /// A submission's note as the fake holds it.
  public struct StoredSubmissionNote: Sendable, Equatable {
    /// The text.
    public var note: String
    /// The flag sent (`WHITE`, `RED`, …).
    public var flagType: String
    /// The tags sent.
    public var tagIds: [Int]

    /// A note of `note`, `flagType` and `tagIds`.
    public init(note: String, flagType: String = "WHITE", tagIds: [Int] = []) {
      self.note = note
      self.flagType = flagType
      self.tagIds = tagIds
    }
  }

  private let lock = NSLock()
  private var detailBodies: [Int: Data]
  private var rows: [String]
  private var problemNotes: [String: String]
  private var submissionNotes: [String: StoredSubmissionNote]
  private var refusal: NoteRefusal?
  private var readRefused = false

  /// A history of `details` (answers by submission id), progress `rows` (JSON objects as text, in
  /// order) and the problems' `notes`.
  public init(details: [Int: Data] = [:], rows: [String] = [], notes: [String: String] = [:]) {
    detailBodies = details
    self.rows = rows
    problemNotes = notes
    submissionNotes = [:]
  }

  /// Refuses every later note change as `refusal` (nil takes them again); `reads` refuses the
  /// note query too.
  public func refuseNotes(_ refusal: NoteRefusal?, reads: Bool = false) {
    locked {
      self.refusal = refusal
      readRefused = reads
    }
  }

  /// The problem's note now (changed here to act as an edit on the site).
  public func note(_ slug: String) -> String? { locked { problemNotes[slug] } }

  /// Sets the problem's note, as an edit on the site would.
  public func setNote(_ slug: String, _ text: String) { locked { problemNotes[slug] = text } }

  /// The submission's note now.
  public func submissionNote(_ id: String) -> StoredSubmissionNote? { locked { submissionNotes[id] } }

  /// The `submissionDetails` answer for `id`.
  func detail(_ id: Int) -> Data {
    locked { detailBodies[id] } ?? Data(#"{"data":{"submissionDetails":null}}"#.utf8)
  }

  /// The `userProgressQuestionList` page of `limit` rows from `skip`.
  func progressPage(skip: Int, limit: Int) -> Data {
    let all = locked { rows }
    let start = min(max(0, skip), all.count)
    let end = min(all.count, start + max(0, limit))
    let page = all[start..<end].joined(separator: ",")
    return Data(
      #"{"data":{"userProgressQuestionList":{"totalNum":\#(all.count),"questions":[\#(page)]}}}"#.utf8)
  }

  /// The `questionNote` answer for `slug`.
  func noteAnswer(_ slug: String) -> Data {
    let (note, refused) = locked { (problemNotes[slug], readRefused) }
    if refused {
      return Self.body([
        "errors": [["message": #"Cannot query field "note" on type "QuestionNode"."#]], "data": NSNull(),
      ])
    }
    return Self.body(["data": ["question": ["questionId": "1", "note": note.map { $0 as Any } ?? NSNull()]]])
  }

  /// The answer to `updateNote`: saved, or refused as told.
  func updateNote(_ variables: [String: Any]) -> Data {
    if let refused = refusedAnswer("updateNote") { return refused }
    let slug = variables["titleSlug"] as? String ?? ""
    let content = variables["content"] as? String ?? ""
    locked { problemNotes[slug] = content }
    return Self.body([
      "data": [
        "updateNote": ["ok": true, "error": NSNull(), "question": ["questionId": "1", "note": content]]
      ]
    ])
  }

  /// The answer to `updateSubmissionNote`: saved (note, flag and tags together), or refused.
  func updateSubmissionNote(_ variables: [String: Any]) -> Data {
    if let refused = refusedAnswer("updateSubmissionNote") { return refused }
    let id = variables["submissionId"] as? String ?? ""
    let stored = StoredSubmissionNote(
      note: variables["note"] as? String ?? "", flagType: variables["flagType"] as? String ?? "",
      tagIds: (variables["tagIds"] as? [Int]) ?? [])
    locked { submissionNotes[id] = stored }
    return Self.body(["data": ["updateSubmissionNote": ["ok": true, "error": NSNull()]]])
  }

  /// The refusal of the mutation `field` as told, or nil.
  private func refusedAnswer(_ field: String) -> Data? {
    switch locked({ refusal }) {
    case nil: return nil
    case .okFalse(let error)?: return Self.body(["data": [field: ["ok": false, "error": error]]])
    case .errors(let message)?:
      return Self.body(["errors": [["message": message]], "data": [field: NSNull()]])
    case .unknownOperation?:
      return Self.body([
        "errors": [["message": #"Cannot query field "\#(field)" on type "Mutation"."#]], "data": NSNull(),
      ])
    }
  }

  private static func body(_ object: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
