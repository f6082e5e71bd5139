/// The list's filter as it is typed: the text and the insertion point, with the editing keys of
/// a shell's line (Left, Right, Backspace, Delete, Ctrl-W, Ctrl-U).
public struct FilterLine: Hashable, Sendable {
  public private(set) var text: String
  /// How many characters come before the insertion point.
  public private(set) var cursor: Int

  /// `text` with the insertion point at its end.
  public init(_ text: String = "") {
    self.text = text
    cursor = text.count
  }

  /// The text before and after the insertion point.
  public var beforeCursor: Substring { text.prefix(cursor) }
  public var afterCursor: Substring { text.dropFirst(cursor) }

  /// Types `character` at the insertion point.
  mutating func insert(_ character: Character) {
    text = String(beforeCursor) + String(character) + afterCursor
    cursor += 1
  }

  /// Backspace: the character before the insertion point.
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text = String(beforeCursor.dropLast()) + afterCursor
    cursor -= 1
  }

  /// Delete: the character after the insertion point.
  mutating func deleteForward() {
    guard cursor < text.count else { return }
    text = String(beforeCursor) + afterCursor.dropFirst()
  }

  /// Ctrl-W: the spaces before the insertion point, then the word before them.
  mutating func deleteWord() {
    var before = beforeCursor
    while before.last?.isWhitespace == true { before = before.dropLast() }
    while let last = before.last, !last.isWhitespace { before = before.dropLast() }
    text = String(before) + afterCursor
    cursor = before.count
  }

  /// Ctrl-U: everything before the insertion point.
  mutating func deleteToStart() {
    text = String(afterCursor)
    cursor = 0
  }

  /// Left and Right: the insertion point moves `offset` characters, within the text.
  mutating func moveCursor(by offset: Int) {
    cursor = min(max(0, cursor + offset), text.count)
  }
}
