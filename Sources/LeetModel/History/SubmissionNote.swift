import TermCore

/// The note on one submission, with the flag and tags that `updateSubmissionNote` overwrites
/// together with it (so a change of the text sends back the flag and tags read).
public struct SubmissionNote: Hashable, Sendable {
  /// The note's text, cleaned (newlines and tabs kept).
  public var text: String
  /// The flag's colour.
  public var flag: SubmissionFlag
  /// The ids of the tags on the note.
  public var tagIDs: [Int]

  /// The longest note kept, in characters.
  public static let longest = 65_536
  /// The most tags kept.
  public static let tagLimit = 100

  /// A note of `text` with `flag` and `tagIDs`.
  public init(text: String = "", flag: SubmissionFlag = .white, tagIDs: [Int] = []) {
    self.text = text
    self.flag = flag
    self.tagIDs = tagIDs
  }

  /// The note in a `submissionDetails` or list row: `notes`, `flagType` and the ids of
  /// `topicTags` (numbers or strings of digits; others dropped).
  public static func read(_ node: JSONValue) -> SubmissionNote {
    let ids = (node["topicTags"].array ?? []).compactMap { $0["tagId"].whole(in: .count) }
    return SubmissionNote(
      text: HistoryText.block(node["notes"], limit: longest) ?? "",
      flag: SubmissionFlag(read: node["flagType"]),
      tagIDs: Array(ids.prefix(tagLimit)))
  }
}
