import FoundationEssentials
import LeetModel
import LeetText
import TermCore

/// One submission whole as styled lines, for `leetview submissions PROBLEM ID` and the
/// Submissions segment alike: the verdict with the cases passed, the language and date, a
/// failure's last case, output and expected answer or its error (as the judge's panel writes
/// them), the note when it has one, runtime and memory with what they beat and their distributions, then the code
/// highlighted as the Code segment shows it.
///
/// Pure. Every text from LeetCode is cleaned once more on the way out, so no control character
/// reaches the terminal.
public enum SubmissionRecordLines {
  /// The lines of `record`, at most `width` columns wide.
  public static func lines(_ record: SubmissionRecord, width: Int, words: HistoryWords) -> [StyledLine] {
    DocumentLayout.lines(document(record, width: width, words: words), width: width).map(cleaned)
  }

  /// The document of `record` for a page `width` columns wide: words as paragraphs, the judge's
  /// fields, the charts' bars and the code as kept lines (the bars drawn to fit the two columns a
  /// page indents kept lines by).
  public static func document(_ record: SubmissionRecord, width: Int, words: HistoryWords) -> Document {
    let judged = SolutionPrinter().submitLines(judgeResult(of: record))
    var head = judged.first?.spans ?? []
    if let facts = facts(record) { head += [Span("\n")] + facts }
    var document: Document = [.paragraph(head)]
    if judged.count > 1 {
      document.append(.preformatted(lines: judged.dropFirst().map(outdented), language: nil))
    }
    if let note = note(record, words: words) { document.append(note) }
    if record.isAccepted {
      for chart in [DistributionChart.runtime(of: record, words: words), .memory(of: record, words: words)] {
        let lines = chart.lines(width: max(DocumentLayout.minimumWidth, width - 2))
        guard chart.distribution == nil else {
          document.append(.preformatted(lines: lines.map(\.spans), language: nil))
          continue
        }
        document.append(.paragraph(Array(lines.map(\.spans).joined(separator: [Span("\n")]))))
      }
    }
    document.append(code(record))
    return document
  }

  /// The record as the judge's panel reads a submission's result: the verdict, the cases passed,
  /// and what a failure left.
  static func judgeResult(of record: SubmissionRecord) -> JudgeResult {
    let failure = record.failure
    var result = JudgeResult(
      kind: .submission, statusCode: nil, statusMessage: "", totalCorrect: record.passed,
      totalTestcases: record.total, answers: failure?.codeOutput.map { [$0] } ?? [],
      expectedAnswers: failure?.expectedOutput.map { [$0] } ?? [],
      standardOutput: failure?.standardOutput.map { [$0] } ?? [], lastTestcase: failure?.lastTestcase,
      errorMessage: failure?.compileError ?? failure?.runtimeError)
    result.verdict = record.verdict ?? .other(code: nil, message: "")
    return result
  }

  /// `Python3 · 2026-04-26 14:34 UTC`, dim; nil when neither is known.
  static func facts(_ record: SubmissionRecord) -> [Span]? {
    let parts = [
      record.languageName ?? record.language,
      record.date.map { UTCTime.string($0, pattern: "yyyy-MM-dd HH:mm 'UTC'") },
    ].compactMap { $0 }
    guard !parts.isEmpty else { return nil }
    return [Span(parts.joined(separator: " · "), style: .dim)]
  }

  /// The note under its bold heading, line by line, cleaned (tabs as four spaces); nil when the
  /// submission has none.
  static func note(_ record: SubmissionRecord, words: HistoryWords) -> Block? {
    let lines = TextSanitizer.clean(record.note.text, keepNewlines: true, keepTabs: true)
      .replacing("\t", with: "    ").split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let shown = lines.drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }
      .reversed()
    guard !shown.isEmpty else { return nil }
    return .paragraph([Span(words.note, style: .bold)] + shown.flatMap { [Span("\n"), Span($0)] })
  }

  /// The code with syntax colouring, tabs as four spaces.
  static func code(_ record: SubmissionRecord) -> Block {
    let language = (record.language ?? record.languageName).map(CodeOrder.normalized)
    let source = SolutionPrinter.lines(of: record.code.replacing("\t", with: "    "))
    return .preformatted(lines: SyntaxHighlighter.lines(source, language: language), language: language)
  }

  /// A line of the judge's panel without the two columns it starts with: kept lines are indented
  /// by the page.
  static func outdented(_ line: StyledLine) -> [Span] {
    var spans = line.spans
    if let first = spans.first, first.text.hasPrefix("  ") {
      spans[0].text.removeFirst(2)
    }
    return spans
  }

  /// `line` with every span's text cleaned of controls.
  static func cleaned(_ line: StyledLine) -> StyledLine {
    StyledLine(line.spans.map { Span(TextSanitizer.clean($0.text), style: $0.style) })
  }
}
