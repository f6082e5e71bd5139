import TermCore

/// A solution file in the format vscode-leetcode and leetcode-cli also write.
///
/// Files move between the tools. The layout:
///
/// ```
/// # @lc app=leetcode id=1 lang=python3
/// #
/// # [1] Two Sum
/// #
///
/// # @lc code=start
/// class Solution: ...
/// # @lc code=end
/// ```
///
/// The header is in the language's line comment; `app=leetcode.cn` on leetcode.cn. Only the code
/// between the markers is sent to the judge; a file without markers is sent whole.
public struct SolutionFile: Hashable, Sendable {
  /// The `app` of the header: `leetcode` or `leetcode.cn`.
  public var app: String?
  /// The problem's frontend id from the header.
  public var frontendID: String?
  /// The language's `langSlug` from the header.
  public var languageSlug: String?
  /// The code to send: between the markers, or the whole text.
  public var code: String

  public init(app: String?, frontendID: String?, languageSlug: String?, code: String) {
    self.app = app
    self.frontendID = frontendID
    self.languageSlug = languageSlug
    self.code = code
  }

  /// Whether the header names leetcode.cn.
  public var isChinaSite: Bool { app?.lowercased() == "leetcode.cn" }

  /// The text of a new solution file: the header, the markers, and `template` between them.
  ///
  /// Everything from the server is cleaned of control characters (escape sequences dropped
  /// whole): the id and the title onto one line each, so the header is one comment line per line
  /// whatever they hold; the template keeps only its newlines and tabs.
  /// - Parameter site: the problem's site (`app=leetcode.cn` for leetcode.cn's).
  public static func text(
    template: String, language: SolutionLanguage, frontendID: String, title: String,
    site: Site
  ) -> String {
    let c = language.lineComment
    let app = site == .cn ? "leetcode.cn" : "leetcode"
    var code = TextSanitizer.clean(template, keepNewlines: true, keepTabs: true)
    if !code.hasSuffix("\n") { code += "\n" }
    let id = TextSanitizer.oneLine(frontendID)
    let oneLineTitle = TextSanitizer.oneLine(title)
    return """
      \(c) @lc app=\(app) id=\(id) lang=\(language.slug)
      \(c)
      \(c) [\(id)] \(oneLineTitle)
      \(c)

      \(c) @lc code=start
      \(code)\(c) @lc code=end

      """
  }

  /// Reads a solution file: the header (`@lc app=... id=... lang=...`, in any comment style, so
  /// vscode-leetcode's block comments too) and the code between `@lc code=start` (or leetgo's
  /// `code=begin`) and `@lc code=end`.
  public static func parse(_ text: String) -> SolutionFile {
    let lines = text.replacing("\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    var fields: [String: String] = [:]
    let (start, end) = codeMarkers(lines)
    // The header is what comes before the code.
    for line in lines.prefix(start ?? lines.count) {
      guard let marker = line.firstRange(of: "@lc ") else { continue }
      for word in line[marker.upperBound...].split(whereSeparator: \.isWhitespace) {
        let parts = word.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, ["app", "id", "lang"].contains(parts[0]) else { continue }
        if fields[String(parts[0])] == nil { fields[String(parts[0])] = String(parts[1]) }
      }
      // An id with a space (`id=LCP 01 lang=cpp`): everything between `id=` and ` lang=`.
      if let id = line.firstRange(of: " id="), let lang = line.firstRange(of: " lang="),
        id.upperBound < lang.lowerBound
      {
        fields["id"] = String(line[id.upperBound..<lang.lowerBound])
      }
    }
    let code: String
    if let start {
      let body = lines[(start + 1)..<(end ?? lines.count)]
      code = body.joined(separator: "\n") + (end == nil ? "" : "\n")
    } else {
      code = text
    }
    return SolutionFile(
      app: fields["app"], frontendID: fields["id"], languageSlug: fields["lang"], code: code)
  }

  /// The lines of the `@lc code=start` (or `code=begin`) marker and of the first `@lc code=end`
  /// after it; nil for one that is not there.
  static func codeMarkers(_ lines: [Substring]) -> (start: Int?, end: Int?) {
    var start: Int?
    for (index, line) in lines.enumerated() {
      guard let marker = line.firstRange(of: "@lc ") else { continue }
      let words = line[marker.upperBound...].split(whereSeparator: \.isWhitespace)
      if let start {
        if index > start, words.contains("code=end") { return (start, index) }
      } else if words.contains("code=start") || words.contains("code=begin") {
        start = index
      }
    }
    return (start, nil)
  }

  /// The file name for a problem in a language: `<frontend id>.<titleSlug>.<ext>`, one path
  /// component made of checked names only.
  public static func fileName(
    frontendID: FrontendID, titleSlug: TitleSlug, language: SolutionLanguage
  ) -> String {
    fileStem(frontendID: frontendID, titleSlug: titleSlug) + "." + language.fileExtension
  }

  /// The file name without its extension: `<frontend id>.<titleSlug>` (spaces in the id as `_`).
  public static func fileStem(frontendID: FrontendID, titleSlug: TitleSlug) -> String {
    "\(frontendID.fileNamePart).\(titleSlug.rawValue)"
  }

  /// The title slug in a file name written by `fileName`, or nil when the name is not of that form.
  public static func titleSlug(fromFileName name: String) -> TitleSlug? {
    let parts = name.split(separator: ".")
    guard parts.count == 3 else { return nil }
    return TitleSlug.validated(String(parts[1]))
  }
}
