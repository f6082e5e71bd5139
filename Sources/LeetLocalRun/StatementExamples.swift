import TermCore

/// The examples written in a statement's HTML: each `Input:` (as input lines, one value a line)
/// and `Output:`.
public struct StatementExamples: Hashable, Sendable {
  /// One example: its inputs (nil when they could not be read as values) and output.
  public struct Example: Hashable, Sendable {
    public var inputLines: [String]?
    public var output: String?
  }

  public var examples: [Example]

  /// The examples of `html` (a statement's `content`), in order; the n-th output pairs with the
  /// n-th input.
  public init(html: String) {
    let inputs = Self.matches(of: Self.inputPattern, in: html)
    let outputs = Self.matches(of: Self.outputPattern, in: html)
    examples = (0..<max(inputs.count, outputs.count)).map { index in
      Example(
        inputLines: index < inputs.count ? Self.inputLines(inputs[index]) : nil,
        output: index < outputs.count ? outputs[index] : nil)
    }
  }

  /// The outputs alone, in order.
  public var outputs: [String] { examples.compactMap(\.output) }

  /// `<strong>Output:</strong> <span class="example-io">[0,1]</span>`, as leetgo reads it.
  static let outputPattern =
    #"<strong[^>]*>\s*(?:Output|输出)\s*[:：]?\s*</strong>\s*[:：]?\s*(?:<span[^>]*>)?\s*([^<]+)"#
  /// `<strong>Input:</strong> nums = [2,7,11,15], target = 9`.
  static let inputPattern =
    #"<strong[^>]*>\s*(?:Input|输入)\s*[:：]?\s*</strong>\s*[:：]?\s*(?:<span[^>]*>)?\s*([^<]+)"#

  /// The first group of each match of `pattern` (without case), entities decoded, lines trimmed
  /// and joined.
  static func matches(of pattern: String, in html: String) -> [String] {
    guard let regex = SearchPattern.make(pattern, ignoringCase: true) else { return [] }
    return html.matches(of: regex).compactMap { match in
      guard let found = match.output[1].substring else { return nil }
      let lines = decodeEntities(String(found)).split(whereSeparator: \.isNewline)
        .map(\.trimmingWhitespace).filter { !$0.isEmpty }
      let text = lines.joined(separator: "\n")
      return text.isEmpty ? nil : text
    }
  }

  /// `nums = [2,7,11,15], target = 9` as `["[2,7,11,15]", "9"]`; a design example's two lines as
  /// they are; nil when a part is not a value.
  static func inputLines(_ text: String) -> [String]? {
    let lines = text.split(separator: "\n").map(String.init)
    if lines.count > 1, lines.allSatisfy({ LocalValue.parse($0) != nil }) {
      return lines.compactMap { LocalValue.parse($0)?.text }
    }
    let joined = lines.joined(separator: " ")
    var values: [String] = []
    for part in TopLevelCommas.parts(joined, parentheses: false) {
      var piece = part.trimmingWhitespace
      if let equals = piece.firstIndex(of: "="),
        piece[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " })
      {
        piece = piece[piece.index(after: equals)...].trimmingWhitespace
      }
      guard let value = LocalValue.parse(piece) else { return nil }
      values.append(value.text)
    }
    return values.isEmpty ? nil : values
  }

  /// The common HTML entities and numeric references decoded.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let named = ["quot": "\"", "lt": "<", "gt": ">", "amp": "&", "apos": "'", "nbsp": " "]
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semi = after.prefix(10).firstIndex(of: ";") {
        let name = String(after[..<semi])
        var decoded: String?
        if let value = named[name] {
          decoded = value
        } else if name.hasPrefix("#x") || name.hasPrefix("#X"),
          let code = UInt32(name.dropFirst(2), radix: 16)
        {
          decoded = Unicode.Scalar(code).map { String(Character($0)) }
        } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
          decoded = Unicode.Scalar(code).map { String(Character($0)) }
        }
        if let decoded {
          out += decoded
          rest = after[after.index(after: semi)...]
          continue
        }
      }
      out += "&"
      rest = after
    }
    return out + rest
  }
}
