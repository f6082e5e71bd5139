/// A note as the learner reads and edits it: the local text, or both copies marked when it
/// changed on both sides.
extension NoteRecord {
  /// The line before the local copy of a note changed on both sides.
  public static let hereMarker = "<<<<<<< here (leetview)"
  /// The line between the two copies.
  public static let betweenMarker = "======="
  /// The line after LeetCode's copy.
  public static let thereMarker = ">>>>>>> on LeetCode"

  /// The text shown and put in the editor: the local copy, or, changed on both sides, both
  /// copies between conflict markers (the local one first), neither dropped.
  public var shown: String {
    guard let remote else { return local }
    return [Self.hereMarker, local, Self.betweenMarker, remote, Self.thereMarker].joined(separator: "\n")
  }

  /// `text` as a note keeps it: controls and escapes removed (newlines and tabs kept), the
  /// editor's last newlines dropped, at most `SubmissionNote.longest` characters.
  public static func cleaned(_ text: String) -> String {
    var kept = HistoryText.block(.string(text), limit: SubmissionNote.longest) ?? ""
    while kept.hasSuffix("\n") { kept.removeLast() }
    return kept
  }
}
