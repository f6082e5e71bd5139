import TermCore

/// Where a line may break inside a run without spaces: next to a wide (CJK) character, but not
/// before closing punctuation or after opening punctuation (a light form of kinsoku rules).
enum LineBreaking {
  /// Whether a line may break between `before` and `after` (neither a space).
  static func allowsBreak(between before: Character, and after: Character) -> Bool {
    guard isWide(before) || isWide(after) else { return false }
    return !noLineStart.contains(after) && !noLineEnd.contains(before)
  }

  /// Whether the character takes two columns.
  @inline(__always) static func isWide(_ character: Character) -> Bool {
    TextColumns.of(character) == 2
  }

  /// Whether UTF-8 text may hold wide characters (a cheap test before a closer look).
  @inline(__always) static func mayHoldWide(_ text: some StringProtocol) -> Bool {
    text.utf8.contains { $0 >= 0xE1 }
  }

  private static let noLineStart: Set<Character> = [
    "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "〉", "》", "”", "’", "…", "·",
    "％", "～", "〕", "］", "｝", ",", ".", ";", ":", "!", "?", ")", "]", "}", "%",
  ]
  private static let noLineEnd: Set<Character> = [
    "（", "「", "『", "【", "〈", "《", "“", "‘", "〔", "［", "｛", "(", "[", "{",
  ]
}
