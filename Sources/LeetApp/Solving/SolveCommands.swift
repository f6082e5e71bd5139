import FoundationEssentials
import Glibc
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// `edit`, `test` and `submit`: the solve loop on the command line.
extension AppContext {
  /// Runs a solving command on `target` (a problem or a solution file).
  /// - Parameters:
  ///   - language: `-l/--lang`, a `langSlug`.
  ///   - cases: `--case` values (test), each its inputs one per line.
  ///   - workspace: `--workspace`.
  /// - Returns: the exit status: 0 when the file was opened, every case is right, or the
  ///   submission is accepted; else 1.
  /// - Throws: `AppError`, `SolvingFailure`, `LoadError` or `JudgeError` for a failure told in
  ///   one line.
  func runSolve(
    _ command: Options.Command, target: String, language: String?, cases: [String],
    workspace: String?
  ) throws -> Int32 {
    let resolver = SolutionTargetResolver(context: self, language: language, workspace: workspace)
    switch command {
    case .edit:
      return try runEdit(try resolver.resolve(target, fileMustExist: false))
    case .test, .submit:
      if options.local, case .test = command {
        return try runLocalTest(target: target, language: language, cases: cases, workspace: workspace)
      }
      if options.offline {
        // The one thing that runs offline: the solution on this machine.
        let plain = !target.isEmpty && target.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
        throw AppError(
          message: "the judge needs the network; run without --offline, or on this machine: "
            + "leetview test --local \(plain ? target : "<problem>")")
      }
      // Nothing is looked up or sent without a session.
      let judge = try solving.judgeClient()
      let solution = try resolver.resolve(target, fileMustExist: true)
      if case .test = command { return try runTest(solution, cases: cases, judge: judge) }
      return try runSubmit(solution, judge: judge)
    default:
      return 2
    }
  }

  /// The solve loop's steps over this context.
  var solving: SolvingService { SolvingService(context: self) }

  /// Writes the file from the template when it is absent, prints its path, opens the editor.
  func runEdit(_ target: SolutionTarget) throws -> Int32 {
    let file = try solving.writeFileIfAbsent(target)
    StandardOutput.write(TextSanitizer.oneLine(file.path) + "\n")
    try EditorLauncher(environment: environment).open(file)
    return 0
  }

  /// Runs the solution on `cases` (else the examples) and prints each case.
  func runTest(_ target: SolutionTarget, cases: [String], judge: JudgeClient) throws -> Int32 {
    let chosen = try solving.cases(for: target.problem, given: cases)
    let solution = try solving.judgedSolution(target)
    let result = try judged { progress in
      try solving.test(solution, cases: chosen, judge: judge, progress: progress)
    }
    let printer = SolutionPrinter(parameterNames: TestCases.parameterNames(metaData: target.problem.metaData))
    printLines(printer.runLines(result, cases: chosen))
    return result.isRight ? 0 : 1
  }

  /// Submits the solution, prints the verdict and keeps it in the submissions cache.
  func runSubmit(_ target: SolutionTarget, judge: JudgeClient) throws -> Int32 {
    let solution = try solving.judgedSolution(target)
    SubmitInterrupt.start(clearsLine: isatty(2) == 1)
    defer { SubmitInterrupt.finish() }
    let submitted = try judged { progress in
      try solving.submit(solution, target: target, judge: judge) { step in
        if case .submitted(let id) = step { SubmitInterrupt.submitted(id: id) }
        progress(step)
      }
    }
    printLines(SolutionPrinter().submitLines(submitted.result))
    if case .failure(let error) = submitted.kept {
      ErrorLine.print("the verdict could not be kept in the cache: \(error.message)")
    }
    solving.afterSubmit(submitted.result)
    if submitted.result.verdict == .accepted { askReviewGrade(target.problem.titleSlug) }
    return submitted.result.isRight ? 0 : 1
  }

  // MARK: - Pieces

  /// Runs a judgement with a progress line on stderr when it is a terminal.
  private func judged<Outcome>(
    _ body: (@escaping @Sendable (JudgeClient.Progress) -> Void) throws -> Outcome
  ) throws -> Outcome {
    let line = JudgeProgressLine(enabled: isatty(2) == 1)
    defer { line.finish() }
    return try body { line.show($0) }
  }

  /// Writes lines as text, styled as `--color` and the terminal say.
  private func printLines(_ lines: [StyledLine]) {
    let styling = printStyling
    let text = ANSIText.render(lines, theme: Theme(usesColor: styling.colors), styled: styling.styled)
    StandardOutput.write(text)
  }
}

/// `judging 4001 · PENDING · 3 s` on one stderr line, redrawn in place.
final class JudgeProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private var drawn = false

  init(enabled: Bool) {
    self.enabled = enabled
  }

  func show(_ progress: JudgeClient.Progress) {
    guard enabled else { return }
    let text: String
    switch progress {
    case .sending: text = "sending to the judge…"
    case .submitted(let id): text = "submitted \(id) · waiting for the judge"
    case .judging(_, let state, let elapsed):
      text = "judging · \(state.lowercased()) · \(Int(clampingFinite: elapsed) ?? 0) s"
    }
    StandardStream.error("\r\u{1B}[2K" + TextSanitizer.oneLine(text))
    drawn = true
  }

  func finish() {
    guard enabled, drawn else { return }
    StandardStream.error("\r\u{1B}[2K")
  }
}
