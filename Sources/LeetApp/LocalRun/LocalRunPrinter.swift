import FoundationEssentials
import LeetLocalRun
import LeetText
import LeetUI
import TermCore

/// Writes a local run as styled lines, in the layout of the judge's `SolutionPrinter`.
///
/// The verdict marked local, then each case (input, output, expected and where it came from, what
/// the code printed, the error in full). Every text from the program is cleaned.
enum LocalRunPrinter {
  /// The width of the labels column.
  static let labelWidth = 12

  /// The lines for `result`.
  static func lines(_ result: LocalRunResult) -> [StyledLine] {
    var summary = summaryLine(result)
    summary.append(Span(" · " + result.language + (result.reusedBuild ? " · build reused" : ""), style: .dim))
    var lines = [StyledLine(summary)]
    if let error = result.compileError {
      lines.append(StyledLine())
      lines += block(error)
    }
    for (index, item) in result.cases.enumerated() {
      lines.append(StyledLine())
      let mark: Span
      switch item.isRight {
      case true?: mark = Span("✓", style: .easy)
      case false?: mark = Span("✗", style: .hard)
      case nil: mark = Span("?")
      }
      var head = [mark, Span(" Case \(index + 1)", style: .bold)]
      switch item.status {
      case .timeLimitExceeded: head.append(Span(" · Time Limit Exceeded (local)", style: .hard))
      case .runtimeError: head.append(Span(" · Runtime Error (local)", style: .hard))
      case .notRun: head.append(Span(" · not run after the time limit", style: .dim))
      case .answered:
        let milliseconds = Int(clampingFinite: (item.seconds * 1000).rounded()) ?? 0
        head.append(Span(" · \(milliseconds) ms", style: .dim))
      }
      lines.append(StyledLine(head))
      lines += field("Input", SolutionPrinter.named(item.input, result.parameterNames))
      if let output = item.output { lines += field("Output", output) }
      if let expected = item.expected {
        let source = item.expectedSource == .judge ? "judge" : "statement"
        lines += field("Expected", expected, note: "(\(source))")
        if item.isRight == false, let output = item.output,
          let column = firstDifference(output, expected)
        {
          lines.append(
            StyledLine([
              Span(String(repeating: " ", count: labelWidth + column)),
              Span("^ first difference", style: .notice),
            ]))
        }
      } else {
        lines.append(StyledLine([Span(label("Expected"), style: .dim), Span("not known", style: .dim)]))
      }
      if !item.stdout.isEmpty {
        lines += field("Stdout", item.stdout + (item.stdoutTruncated ? "\n… (cut: more was printed)" : ""))
      }
      if case .runtimeError(let message) = item.status { lines += field("Error", message) }
    }
    return lines
  }

  /// The verdict and the counts: ✓ only when every case was compared and right, ✗ on a failure,
  /// and no mark when nothing failed but some answers could not be compared
  /// (`Ran 3 cases · no expected answer known`).
  static func summaryLine(_ result: LocalRunResult) -> [Span] {
    let counts = result.rightCount
    let unknown = result.cases.count - counts.known
    let total = "\(result.cases.count) \(result.cases.count == 1 ? "case" : "cases")"
    let knownRight = Span(
      " · \(counts.right)/\(counts.known) known \(counts.known == 1 ? "case" : "cases") right")
    if result.verdict == .ran {
      var spans = [Span("Ran \(total)", style: .bold)]
      if counts.known == 0 {
        spans.append(Span(" · no expected answer known", style: .notice))
      } else {
        spans += [knownRight, Span(" · no expected answer known for \(unknown)", style: .notice)]
      }
      return spans
    }
    let right = result.isRight
    var spans = [
      Span(right ? "✓ " : "✗ ", style: right ? .easy : .hard),
      Span(result.verdict.title, style: [.bold, right ? .easy : .hard]),
    ]
    if result.compileError == nil {
      spans.append(knownRight)
      if unknown > 0 { spans.append(Span(" · \(unknown) not known", style: .dim)) }
    }
    return spans
  }

  /// `  Input     ` padded to the labels column (each label is a short ASCII word).
  private static func label(_ text: String) -> String {
    "  " + text + String(repeating: " ", count: max(0, labelWidth - 2 - text.count))
  }

  /// A labelled value: the label in the first column, the value's lines beside it.
  private static func field(_ name: String, _ value: String, note: String? = nil) -> [StyledLine] {
    let pad = String(repeating: " ", count: labelWidth)
    return cleanLines(value).enumerated().map { index, line in
      var spans = [
        Span(index == 0 ? label(name) : pad, style: index == 0 ? .dim : []), Span(line, style: .code),
      ]
      if index == 0, let note { spans.append(Span(" " + note, style: .dim)) }
      return StyledLine(spans)
    }
  }

  /// Multi-line text indented by two spaces.
  private static func block(_ text: String) -> [StyledLine] {
    cleanLines(text).map { StyledLine([Span("  "), Span($0, style: .code)]) }
  }

  /// The lines of untrusted text, cleaned, without trailing empty ones.
  static func cleanLines(_ text: String) -> [String] { SolutionPrinter.lines(of: text) }

  /// The display column of the first difference of the first lines of two values, nil when equal.
  static func firstDifference(_ output: String, _ expected: String) -> Int? {
    SolutionPrinter.firstDifference(cleanLines(output).first ?? "", cleanLines(expected).first ?? "")
  }
}
