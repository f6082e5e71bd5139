import LeetText
import TermCore

/// The judge's panel over the page: the question before a submit, a spinner with the elapsed
/// time while the judge works, then its answer as the command line prints it (scrolling when
/// taller than the panel).
enum SolvePanelView {
  /// The spinner's frames, in Unicode and in ASCII.
  static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  static let asciiSpinner = ["|", "/", "-", "\\"]

  /// The box for a screen: nearly the whole page, or a small one for the question.
  static func box(for size: Size, confirming: Bool) -> Rect {
    let width = min(size.width - 2, 100)
    let height = confirming ? 5 : max(5, size.height - 4)
    return Rect(
      x: (size.width - width) / 2, y: max(0, (size.height - height) / 2), width: width,
      height: height)
  }

  /// The rows of text the panel shows at once.
  static func visibleRows(for size: Size) -> Int {
    max(1, box(for: size, confirming: false).height - 2)
  }

  /// The panel's lines for `content`, wrapped to the panel's width.
  static func bodyLines(_ content: SolvePanel.Content, state: ProblemState) -> [StyledLine] {
    let width = max(10, box(for: state.size, confirming: false).width - 4)
    let words = state.words.solving
    let lines: [StyledLine]
    switch content {
    case .confirmSubmit:
      lines = [
        StyledLine([
          Span(words.confirmSubmit, style: .bold),
          Span("y", style: .bold), Span(" / "), Span("n", style: .bold),
        ])
      ]
    case .typingCases(let input):
      lines = CaseInputView.lines(input, state: state, width: width)
    case .running(let kind):
      let glyphs = state.theme.glyphs.hasHalfCells ? spinner : asciiSpinner
      let frame = glyphs[state.solve.spinnerFrame % glyphs.count]
      var doing = kind == .test ? words.runningExamples : words.submitting
      if kind == .test, state.solve.runsTypedCases { doing = words.runningTyped }
      var phase = state.solve.judgeState.map { $0.lowercased() } ?? words.sending
      var hides = words.escHides
      if kind == .test, state.solve.runsLocally {
        // No judge: the run is this machine's.
        doing = state.words.localRun.running
        phase = state.words.localRun.onThisMachine
        hides = state.words.localRun.escHides
      }
      lines = [
        StyledLine([
          Span(frame + " ", style: .medium), Span(doing, style: .bold),
          Span(" · \(TextSanitizer.oneLine(phase)) · \(state.solve.elapsedSeconds) s"),
        ]),
        StyledLine(),
        StyledLine([Span(hides, style: .dim)]),
      ]
    case .finished(_, let result):
      lines = result
    case .verdictNotFetched(let message):
      lines =
        [
          StyledLine([
            Span("• ", style: .medium),
            Span(words.verdictNotFetched, style: .bold),
          ])
        ]
        + [StyledLine()]
        + SolutionPrinter.lines(of: message).map { StyledLine([Span($0)]) }
    case .failed(_, let reason):
      lines =
        [StyledLine([Span("✗ ", style: .hard), Span(words.notJudged, style: .bold)])]
        + [StyledLine()]
        + SolutionPrinter.lines(of: reason).map { StyledLine([Span($0)]) }
    }
    return PanelLines.wrap(lines, width: width)
  }

  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    guard let panel = state.solve.panel else { return }
    let theme = state.theme
    let confirming = panel.content == .confirmSubmit
    let box = box(for: state.size, confirming: confirming)
    let words = state.words.solving
    let title: String
    switch panel.content {
    case .confirmSubmit, .running(.submit), .finished(.submit, _), .failed(.submit, _),
      .verdictNotFetched:
      title = words.submitTitle
    case .running(.test) where state.solve.runsLocally: title = state.words.localRun.panelTitle
    case .finished(.test, _) where state.solve.runsLocally: title = state.words.localRun.panelTitle
    case .failed(.test, _) where state.solve.runsLocally: title = state.words.localRun.panelTitle
    default:
      title = words.testTitle
    }
    FrameView.draw(box, title: title, theme: theme, into: &grid)
    let lines = bodyLines(panel.content, state: state)
    let rows = box.height - 2
    let maxScroll = max(0, lines.count - rows)
    var scroll = min(panel.scroll, maxScroll)
    var footer = words.escClose
    if case .typingCases = panel.content {
      // The line being typed stays in sight, with as much above it as fits.
      let cursor = lines.lastIndex { $0.spans.contains { $0.text.contains(CaseInputView.cursor) } } ?? 0
      scroll = min(maxScroll, max(0, cursor + 1 - rows))
      footer = CaseInputView.footer(words)
    } else {
      if case .finished(.test, _) = panel.content,
        let hint = KeyHint.hint(.editCases, words.casesHint, in: .solvePanel)
      {
        footer = " \(hint.key) \(hint.label) ·" + footer
      }
      if maxScroll > 0 { footer = (scroll < maxScroll ? " ↓ j/k ·" : " ↑ j/k ·") + footer }
      // After an accepted submit the footer is the grade's question, with its keys.
      if state.solve.asksReviewGrade { footer = " \(state.words.review.gradePrompt) " }
    }
    for (index, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
      var x = box.x + 2
      for span in line.spans {
        x += grid.put(
          span.text, at: Point(x: x, y: box.y + 1 + index), style: theme.style(for: span.style),
          maxWidth: box.maxX - 2 - x)
      }
    }
    guard !confirming else { return }
    let footerX = box.maxX - 2 - DisplayWidth.of(footer)
    grid.put(
      footer, at: Point(x: max(box.x + 1, footerX), y: box.maxY - 1), style: theme.quiet,
      maxWidth: box.width - 2)
  }
}
