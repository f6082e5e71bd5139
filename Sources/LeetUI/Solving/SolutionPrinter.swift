import FoundationEssentials
import LeetModel
import LeetText
import TermCore

/// Writes a judge result as styled lines.
///
/// The verdict, then for a run each case (input, output,
/// expected with the first difference marked, what the code printed), for a submission the
/// figures or the failing case, and compile and runtime errors in full. Pure: the command line
/// renders the lines as text, the interface can draw them in its panel.
public struct SolutionPrinter {
  /// The parameters' names, each before its line of a case's input (none: the lines alone).
  public var parameterNames: [String]

  /// A printer that names a case's input lines by `parameterNames`.
  public init(parameterNames: [String] = []) {
    self.parameterNames = parameterNames
  }

  /// A case's input lines each after its parameter's name, as LeetCode shows them (`nums =
  /// [2,7]`), when there is a name for each line; else the lines alone.
  public static func named(_ input: String, _ names: [String]) -> String {
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
    guard !names.isEmpty, names.count == lines.count else { return input }
    return zip(names, lines).map { "\($0) = \($1)" }.joined(separator: "\n")
  }

  /// The width of the labels column.
  static let labelWidth = 12

  /// The lines for a run of `cases` (their inputs, one per line).
  public func runLines(_ result: JudgeResult, cases: [String]) -> [StyledLine] {
    var lines = [verdictLine(result, detail: runSummary(result, cases: cases.count))]
    if let error = result.errorMessage {
      lines.append(StyledLine())
      lines += block(error, style: .code)
    }
    guard result.verdict == .accepted || result.verdict == .runtimeError else { return lines }
    for (index, input) in cases.enumerated() {
      let right = result.isCaseRight(index)
      lines.append(StyledLine())
      let mark =
        right == true ? Span("✓", style: .easy) : right == false ? Span("✗", style: .hard) : Span("?")
      lines.append(StyledLine([mark, Span(" Case \(index + 1)", style: .bold)]))
      lines += field("Input", Self.named(input, parameterNames))
      let output = index < result.answers.count ? result.answers[index] : nil
      let expected = index < result.expectedAnswers.count ? result.expectedAnswers[index] : nil
      if let output { lines += field("Output", output) }
      if let expected { lines += field("Expected", expected) }
      if right == false, let output, let expected, let column = Self.firstDifference(output, expected) {
        lines.append(marker(column))
      }
      if index < result.standardOutput.count, !result.standardOutput[index].isEmpty {
        lines += field("Stdout", result.standardOutput[index])
      }
    }
    return lines
  }

  /// The lines for a submission.
  public func submitLines(_ result: JudgeResult) -> [StyledLine] {
    var lines = [verdictLine(result, detail: submitSummary(result))]
    if let error = result.errorMessage {
      lines.append(StyledLine())
      lines += block(error, style: .code)
    }
    guard !result.isRight else { return lines }
    let output = result.answers.first
    let expected = result.expectedAnswers.first
    if result.lastTestcase != nil || output != nil { lines.append(StyledLine()) }
    if let input = result.lastTestcase { lines += field("Input", input) }
    if let output { lines += field("Output", output) }
    if let expected { lines += field("Expected", expected) }
    if let output, let expected, let column = Self.firstDifference(output, expected) {
      lines.append(marker(column))
    }
    if let printed = result.standardOutput.first, !printed.isEmpty {
      lines += field("Stdout", printed)
    }
    return lines
  }

  // MARK: - Pieces

  /// `✓ Accepted · ...` or `✗ Wrong Answer · ...`.
  private func verdictLine(_ result: JudgeResult, detail: [String]) -> StyledLine {
    let right = result.isRight
    var spans = [
      Span(right ? "✓ " : "✗ ", style: right ? .easy : .hard),
      Span(result.shownVerdict, style: [.bold, right ? .easy : .hard]),
    ]
    for part in detail { spans.append(Span(" · " + part)) }
    return StyledLine(spans)
  }

  private func runSummary(_ result: JudgeResult, cases: Int) -> [String] {
    var parts: [String] = []
    if result.verdict == .accepted {
      let right = (0..<cases).filter { result.isCaseRight($0) == true }.count
      parts.append("\(right)/\(cases) \(cases == 1 ? "case" : "cases") right")
    }
    if let runtime = result.runtime, runtime != "N/A" { parts.append(runtime) }
    if let memory = result.memory, result.verdict == .accepted { parts.append(memory) }
    return parts
  }

  /// `57/57 · 2 ms, faster than 83.9% · 2.3 MB, less than 39.7%`.
  private func submitSummary(_ result: JudgeResult) -> [String] {
    var parts: [String] = []
    if let correct = result.totalCorrect, let total = result.totalTestcases {
      parts.append(result.isRight ? "\(correct)/\(total)" : "\(correct)/\(total) testcases passed")
    }
    if let runtime = result.runtime, runtime != "N/A" {
      parts.append(runtime + (result.runtimePercentile.map { ", faster than \(Self.percent($0))" } ?? ""))
    }
    if result.isRight, let memory = result.memory {
      parts.append(memory + (result.memoryPercentile.map { ", less than \(Self.percent($0))" } ?? ""))
    }
    return parts
  }

  /// `83.9%`, `84%`.
  static func percent(_ value: Double) -> String {
    let text = value.fixed(1)
    return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + "%"
  }

  /// `label` cut or filled with spaces to `width` UTF-16 units, as NSString's `padding` makes it.
  static func padded(_ label: String, to width: Int) -> String {
    String(decoding: label.utf16.prefix(width), as: UTF16.self)
      + String(repeating: " ", count: max(0, width - label.utf16.count))
  }

  /// A labelled value: the label in the first column, the value's lines beside it.
  private func field(_ label: String, _ value: String) -> [StyledLine] {
    let pad = String(repeating: " ", count: Self.labelWidth)
    let lines = Self.lines(of: value)
    return lines.enumerated().map { index, line in
      let head = index == 0 ? "  " + Self.padded(label, to: Self.labelWidth - 2) : pad
      return StyledLine([Span(head, style: index == 0 ? .dim : []), Span(line, style: .code)])
    }
  }

  /// A caret under `column` of the values.
  private func marker(_ column: Int) -> StyledLine {
    StyledLine([
      Span(String(repeating: " ", count: Self.labelWidth + column)),
      Span("^ first difference", style: .notice),
    ])
  }

  /// Multi-line text indented by two spaces.
  private func block(_ text: String, style: TextStyle) -> [StyledLine] {
    Self.lines(of: text).map { StyledLine([Span("  "), Span($0, style: style)]) }
  }

  /// The lines of untrusted text, cleaned, without a trailing empty one.
  public static func lines(of text: String) -> [String] {
    var lines = TextSanitizer.clean(text, keepNewlines: true).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The display column of the first difference between two one-line values, or nil when they
  /// are equal (an answer longer or shorter than expected differs where the shorter one ends).
  public static func firstDifference(_ output: String, _ expected: String) -> Int? {
    guard output != expected else { return nil }
    let a = lines(of: output).first ?? ""
    let b = lines(of: expected).first ?? ""
    var column = 0
    for (x, y) in zip(a, b) {
      if x != y { return column }
      column += DisplayWidth.of(x)
    }
    return column
  }
}
