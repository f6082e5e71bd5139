import Foundation
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
  /// - Throws: `AppError`, `LoadError` or `JudgeError` for a failure told in one line.
  func runSolve(
    _ command: Options.Command, target: String, language: String?, cases: [String],
    workspace: String?
  ) throws -> Int32 {
    let resolver = SolutionTargetResolver(context: self, language: language, workspace: workspace)
    switch command {
    case .edit:
      return try runEdit(try resolver.resolve(target, fileMustExist: false))
    case .test, .submit:
      if options.offline { throw AppError(message: "the judge needs the network; run without --offline") }
      // Nothing is looked up or sent without a session.
      let judge = try judgeClient()
      let solution = try resolver.resolve(target, fileMustExist: true)
      if case .test = command { return try runTest(solution, cases: cases, judge: judge) }
      return try runSubmit(solution, judge: judge)
    default:
      return 2
    }
  }

  /// Writes the file from the template when it is absent, prints its path, opens the editor.
  func runEdit(_ target: SolutionTarget) throws -> Int32 {
    let file = try target.checkedFile()
    if !FileManager.default.fileExists(atPath: file.path) {
      guard let text = target.newFileText(chinaSite: site == .cn) else {
        throw AppError(
          message: "problem \(target.problem.frontendID ?? target.problem.titleSlug) has no "
            + "\(target.language.displayName) template cached; run with --refresh when online")
      }
      do {
        try AtomicFile.create(Data(text.utf8), at: file)
      } catch {
        throw AppError(message: "cannot write \(file.path): \(error.localizedDescription)")
      }
      // The folders made for it must not have let it out either.
      _ = try target.checkedFile()
    }
    StandardOutput.write(TextSanitizer.oneLine(file.path) + "\n")
    try EditorLauncher(environment: environment).open(file)
    return 0
  }

  /// Runs the solution on `cases` (else the examples) and prints each case.
  func runTest(_ target: SolutionTarget, cases: [String], judge: JudgeClient) throws -> Int32 {
    let problem = target.problem
    let chosen =
      cases.isEmpty
      ? TestCases.examples(
        exampleTestcases: problem.exampleTestcases, sampleTestCase: problem.sampleTestCase,
        metaData: problem.metaData)
      : cases
    guard !chosen.isEmpty else {
      throw AppError(message: "the problem has no example cases cached; give some with --case")
    }
    let solution = try judgedSolution(target)
    let result = try judged { progress in
      try judge.run(solution, dataInput: TestCases.dataInput(chosen), progress: progress)
    }
    printLines(SolutionPrinter().runLines(result, cases: chosen))
    return result.isRight ? 0 : 1
  }

  /// Submits the solution, prints the verdict and keeps it in the submissions cache.
  func runSubmit(_ target: SolutionTarget, judge: JudgeClient) throws -> Int32 {
    let solution = try judgedSolution(target)
    SubmitInterrupt.start(clearsLine: isatty(2) == 1)
    defer { SubmitInterrupt.finish() }
    let result = try judged { progress in
      try judge.submit(solution) { step in
        if case .submitted(let id) = step { SubmitInterrupt.submitted(id: id) }
        progress(step)
      }
    }
    printLines(SolutionPrinter().submitLines(result))
    do {
      try SegmentService(problems: service).record(
        result, code: solution.code, language: target.language, slug: target.problem.titleSlug,
        at: Date())
    } catch let error as LoadError {
      CommandLineApp.printError("the verdict could not be kept in the cache: \(error.message)")
    }
    return result.isRight ? 0 : 1
  }

  // MARK: - Pieces

  /// The judge client: the session's client, the config's `judgeTimeoutSeconds`.
  /// - Throws: `JudgeError.notSignedIn` without a session, before anything is sent.
  func judgeClient() throws -> JudgeClient {
    let client = try service.api().client
    guard let credentials = client.credentials, credentials.session != nil,
      credentials.csrfToken != nil
    else { throw JudgeError.notSignedIn }
    let config = try? ConfigFile.locate(environment: environment).read()
    return JudgeClient(client: client, timeout: config?.judgeTimeout ?? 60)
  }

  /// What goes to the judge: the code between the markers.
  func judgedSolution(_ target: SolutionTarget) throws -> JudgeClient.Solution {
    guard let data = FileManager.default.contents(atPath: try target.checkedFile().path) else {
      throw AppError(message: "cannot read the solution file \(target.file.path)")
    }
    guard let questionID = target.problem.questionID else {
      throw AppError(
        message: "the cached problem has no questionId for the judge; run with --refresh when online")
    }
    let code = SolutionFile.parse(String(decoding: data, as: UTF8.self)).code
    return JudgeClient.Solution(
      slug: target.problem.titleSlug, questionID: questionID, language: target.language.slug,
      code: code)
  }

  /// Runs a judgement with a progress line on stderr when it is a terminal.
  private func judged(
    _ body: (@escaping @Sendable (JudgeClient.Progress) -> Void) throws -> JudgeResult
  ) throws -> JudgeResult {
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
      text = "judging · \(state.lowercased()) · \(Int(elapsed)) s"
    }
    FileHandle.standardError.write(Data(("\r\u{1B}[2K" + TextSanitizer.oneLine(text)).utf8))
    drawn = true
  }

  func finish() {
    guard enabled, drawn else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }
}
