import TermCore

extension SolutionFile {
  /// `text` with `code` in place of what lies between its `@lc code=start` and `@lc code=end`
  /// lines, every other byte kept (the header, the marker lines, a harness below them); nil when
  /// the text has no such pair of markers.
  ///
  /// `code` is written only as text: cleaned of control characters (its newlines and tabs kept),
  /// ending with a newline so that the end marker keeps its own line.
  /// A file of Windows line ends keeps them, the code's lines taking them too.
  public static func replacingCode(in text: String, with code: String) -> String? {
    let windows = text.contains("\r\n")
    let lines = (windows ? text.replacing("\r\n", with: "\n") : text).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard case (let start?, let end?) = codeMarkers(lines) else { return nil }
    let replaced =
      lines[...start].joined(separator: "\n") + "\n" + restorable(code)
      + lines[end...].joined(separator: "\n")
    return windows ? replaced.replacing("\n", with: "\r\n") : replaced
  }

  /// What restoring `code` makes of a solution file that holds `text`: the code between its
  /// markers replaced, or, in a file without markers (sent whole to the judge), the whole text.
  public static func restoring(_ code: String, over text: String) -> String {
    replacingCode(in: text, with: code) ?? restorable(code)
  }

  /// `code` as a solution file holds it: clean, ending with a newline unless empty.
  static func restorable(_ code: String) -> String {
    let clean = TextSanitizer.clean(code, keepNewlines: true, keepTabs: true)
    return clean.isEmpty || clean.hasSuffix("\n") ? clean : clean + "\n"
  }
}
