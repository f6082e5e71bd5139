import LeetApp
import LeetModel
import TermCore

extension Options {
  /// `diff` for the words after it: exactly two submission ids, digits only.
  /// - Throws: `UsageError` for another count or an id that is not digits.
  static func diff(_ words: String?) throws -> Command {
    let ids = (words ?? "").split(separator: " ").map(String.init)
    guard ids.count == 2 else {
      throw UsageError(message: "'diff' needs two submission ids, got \(ids.count)")
    }
    for id in ids where NoteKey.submissionID(id) == nil {
      throw UsageError(
        message: "'\(TextSanitizer.oneLine(String(id.prefix(40))))' is not a submission id (digits only)")
    }
    return .diff(ids[0], ids[1])
  }
}
