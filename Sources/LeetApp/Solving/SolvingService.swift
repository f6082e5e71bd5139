import FoundationEssentials
import LeetFetch
import LeetModel

/// The solve loop's steps, one set for the command line (`edit`, `test`, `submit`) and the
/// interface (`e`, `t`, `x`): the solution file, the cases, the judge, and keeping the verdict.
///
/// What goes wrong is a `SolvingFailure`, which each front words with its own advice.
struct SolvingService {
  var context: AppContext
  /// Says one line to the user: on stderr from the command line, in the status line in the
  /// interface (which owns the screen).
  var tell: @Sendable (String) -> Void = { ErrorLine.print($0) }

  /// The judge client: the session's client, the config's `judgeTimeoutSeconds`.
  /// - Throws: `JudgeError.notSignedIn` without a session, before anything is sent.
  func judgeClient() throws -> JudgeClient {
    let client = try context.service.api().client
    guard let credentials = client.credentials, credentials.session != nil,
      credentials.csrfToken != nil
    else { throw JudgeError.notSignedIn }
    return JudgeClient(client: client, timeout: context.session.config?.judgeTimeout ?? 60)
  }

  /// The file for `problem` in the language and workspace the config, the files and the options
  /// choose (`--workspace` too when none is given, as the interface's `e`, `t` and `x` use it).
  /// - Throws: `AppError` for a language the problem has no template in.
  func target(for problem: Problem, language: String? = nil, workspace: String? = nil) throws
    -> SolutionTarget
  {
    try SolutionTargetResolver(
      context: context, language: language, workspace: workspace ?? context.options.workspace
    )
    .target(for: problem, config: context.session.config)
  }

  /// Writes the solution file from the template when it is absent; returns the file.
  /// - Throws: `SolvingFailure` when there is no template in the language or the file cannot be
  ///   written; `AppError` when it would lie outside the workspace.
  func writeFileIfAbsent(_ target: SolutionTarget) throws -> URL {
    let file = try target.checkedFile()
    guard !FileManager.default.fileExists(atPath: file.path) else { return file }
    guard let text = target.newFileText(site: context.site) else {
      throw SolvingFailure.noTemplate(
        problem: target.problem.frontendID ?? target.problem.titleSlug,
        language: target.language.displayName)
    }
    do {
      try AtomicFile.create(Data(text.utf8), at: file)
    } catch {
      throw SolvingFailure.cannotWrite(path: file.path, reason: CacheStore.writeReason(error))
    }
    // The folders made for it must not have let it out either.
    return try target.checkedFile()
  }

  /// The cases a test runs: `given` when there are any, else the problem's examples.
  /// - Throws: `SolvingFailure.noCases` when there are neither.
  func cases(for problem: Problem, given: [String]) throws -> [String] {
    let chosen =
      given.isEmpty
      ? TestCases.examples(
        exampleTestcases: problem.exampleTestcases, sampleTestCase: problem.sampleTestCase,
        metaData: problem.metaData)
      : given
    guard !chosen.isEmpty else { throw SolvingFailure.noCases }
    return chosen
  }

  /// What goes to the judge: the code between the markers of an existing solution file.
  /// - Throws: `SolvingFailure` when there is no file yet, it cannot be read, or the problem has
  ///   no question id.
  func judgedSolution(_ target: SolutionTarget) throws -> JudgeClient.Solution {
    let file = try target.checkedFile()
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw SolvingFailure.noFile(
        path: file.path, problem: target.problem.frontendID ?? target.problem.titleSlug,
        language: nil)
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw SolvingFailure.cannotRead(path: file.path)
    }
    guard let questionID = target.problem.questionID else { throw SolvingFailure.noQuestionID }
    let code = SolutionFile.parse(String(decoding: data, as: UTF8.self)).code
    return JudgeClient.Solution(
      slug: target.problem.titleSlug, questionID: questionID, language: target.language.slug,
      code: code)
  }

  /// Runs `solution` on `cases` on the judge.
  /// - Throws: `JudgeError`.
  func test(
    _ solution: JudgeClient.Solution, cases: [String], judge: JudgeClient,
    progress: @escaping @Sendable (JudgeClient.Progress) -> Void
  ) throws -> JudgeResult {
    let result = try signingInAgainOnce(judge) {
      try $0.run(solution, dataInput: TestCases.dataInput(cases), progress: progress)
    }
    keepJudgeAnswers(result, cases: cases, slug: solution.slug)
    return result
  }

  /// `body` with `judge`; when LeetCode says the session is signed out, once more with a newer
  /// session read from the browser it came from, if there is one (a signed-out answer means
  /// nothing was run or submitted).
  /// - Throws: `JudgeError`.
  private func signingInAgainOnce<Value>(
    _ judge: JudgeClient, _ body: (JudgeClient) throws -> Value
  ) throws -> Value {
    do {
      return try body(judge)
    } catch JudgeError.signedOut(let host, let status) {
      guard let found = context.signInAgainFromBrowser() else {
        throw JudgeError.signedOut(host: host, status: status)
      }
      tell(AppContext.signedInAgain(found))
      return try body(try judgeClient())
    }
  }

  /// Submits `solution` and keeps its verdict in the submissions cache, so Submissions shows it
  /// at once.
  /// - Returns: the verdict, and the Submissions segment as kept or why it could not be kept.
  /// - Throws: `JudgeError`.
  func submit(
    _ solution: JudgeClient.Solution, target: SolutionTarget, judge: JudgeClient,
    progress: @escaping @Sendable (JudgeClient.Progress) -> Void
  ) throws -> (result: JudgeResult, kept: Result<LoadedSegment, LoadError>) {
    let result = try signingInAgainOnce(judge) { try $0.submit(solution, progress: progress) }
    let kept = LoadError.catching {
      try SegmentService(problems: context.service).record(
        result, code: solution.code, language: target.language, slug: target.problem.titleSlug,
        at: Date())
    }
    // The verdict moves the mark in the cache at once (never down).
    if let slug = TitleSlug.validated(target.problem.titleSlug) {
      _ = try? MarksService(problems: context.service).recordSubmit(result, slug: slug)
    }
    return (result, kept)
  }

  /// What follows an accepted submit once its verdict is shown: the commit of `commitOnAccept`.
  func afterSubmit(_ result: JudgeResult) {
    if result.isRight { context.exportAccepted(tell: tell) }
  }
}
