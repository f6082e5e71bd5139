import FoundationEssentials
import TermCore

/// Splits a question's example input into test cases: one input per line, `metaData.params`
/// lines to a case.
public enum TestCases {
  /// The number of parameters `metaData` (the question's JSON text) names, or nil when it names
  /// none (database and shell problems, or no metaData).
  public static func parameterCount(metaData: String?) -> Int? {
    guard let metaData, let json = try? JSONValue.parse(Data(metaData.utf8)),
      let params = json["params"].array, !params.isEmpty
    else { return nil }
    return params.count
  }

  /// The parameters' names as a case table shows them (`nums = [2,7]`), from metaData's `params`:
  /// each cleaned to one line and cut at 60 characters, never written into code; none unless every
  /// parameter has a name.
  public static func parameterNames(metaData: String?) -> [String] {
    guard let metaData, let json = try? JSONValue.parse(Data(metaData.utf8)),
      let params = json["params"].array, !params.isEmpty
    else { return [] }
    let names = params.compactMap { $0["name"].string.map { String(TextSanitizer.oneLine($0).prefix(60)) } }
    return names.count == params.count && !names.contains(where: \.isEmpty) ? names : []
  }

  /// The cases of `text` (inputs one per line, cases one after another), `linesPerCase` lines
  /// each; the whole text is one case when the count is unknown or does not divide the lines.
  public static func split(_ text: String, linesPerCase: Int?) -> [String] {
    let lines = lines(of: text)
    guard !lines.isEmpty else { return [] }
    guard let size = linesPerCase, size > 0, lines.count % size == 0 else {
      return [lines.joined(separator: "\n")]
    }
    return stride(from: 0, to: lines.count, by: size).map {
      lines[$0..<($0 + size)].joined(separator: "\n")
    }
  }

  /// The example cases of a question: `exampleTestcases`, else `sampleTestCase`, split by the
  /// parameter count of `metaData` (else by the number of lines in `sampleTestCase`).
  public static func examples(
    exampleTestcases: String?, sampleTestCase: String?, metaData: String?
  ) -> [String] {
    let size = parameterCount(metaData: metaData) ?? sampleTestCase.map { lines(of: $0).count }
    if let examples = exampleTestcases, !lines(of: examples).isEmpty {
      return split(examples, linesPerCase: size)
    }
    return sampleTestCase.map { split($0, linesPerCase: nil) } ?? []
  }

  /// The `data_input` for `cases`: their lines, one after another.
  public static func dataInput(_ cases: [String]) -> String {
    cases.flatMap(lines(of:)).joined(separator: "\n")
  }

  /// The lines of `text` (`\r\n` read as `\n`), without a trailing empty one.
  static func lines(of text: String) -> [String] {
    var lines = text.replacing("\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    while lines.last?.trimmingWhitespace.isEmpty == true { lines.removeLast() }
    return lines
  }
}
