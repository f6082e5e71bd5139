import FoundationEssentials
import LeetFetch
import LeetLocalRun
import LeetModel
import LeetText
import LeetUI
import TermCore

/// `test --local`: the solution run on this machine, from the cache alone.
extension AppContext {
  /// This context with a cache policy that never touches the network.
  var offlineOnly: AppContext {
    var context = self
    context.service = ProblemService(session: session, policy: FetchPolicy(offline: true, refresh: false))
    return context
  }

  /// Runs `target` locally on `cases` (else the examples) and prints the table.
  /// - Returns: 0 when every case was compared with its expected answer and is right, else 1.
  /// - Throws: `AppError`, `SolvingFailure` or `LoadError` for a failure told in one line.
  func runLocalTest(target: String, language: String?, cases: [String], workspace: String?) throws
    -> Int32
  {
    let local = offlineOnly
    let resolver = SolutionTargetResolver(context: local, language: language, workspace: workspace)
    let solution = try resolver.resolve(target, fileMustExist: true)
    let result = try local.localRun(solution, given: cases)
    let styling = printStyling
    StandardOutput.write(
      ANSIText.render(
        LocalRunPrinter.lines(result), theme: Theme(usesColor: styling.colors), styled: styling.styled))
    return result.isRight ? 0 : 1
  }

  /// Runs the solution file of `target` locally on `given` cases, else the examples.
  /// - Throws: `AppError` for an unknown language or type, an untouched template, a missing
  ///   toolchain, cases of the wrong shape or a build folder that cannot be written; `SolvingFailure` for a missing file.
  func localRun(_ target: SolutionTarget, given: [String]) throws -> LocalRunResult {
    let problem = target.problem
    guard let language = HarnessLanguage.named(target.language.slug) else {
      let known = HarnessLanguage.all.map(\.slug).joined(separator: ", ")
      throw AppError(
        message: "\(target.language.displayName) cannot run locally; a local run knows \(known)")
    }
    let signature: LocalSignature
    do {
      signature = try Self.localSignature(problem)
    } catch {
      throw AppError(message: error.message)
    }
    let file = try target.checkedFile()
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw SolvingFailure.cannotRead(path: file.path)
    }
    let text = String(decoding: data, as: UTF8.self)
    let code = SolutionFile.parse(text).code
    do {
      try signature.checkDefinitions(in: code, language: language)
    } catch {
      throw AppError(message: error.message)
    }
    if let empty = EmptyMethodBody.find(in: code, signature: signature, language: language) {
      let name = file.lastPathComponent
      // The code's first line in the file (the code is found in it, being taken from it).
      let first = HarnessLines(code: code, source: code, harnessFile: name, file: text, userFile: name)
      throw AppError(
        message: "\(name) line \((first?.userFirstLine ?? 1) + empty.line - 1): the method body of "
          + "\(empty.method) is empty; write the solution there, then run it")
    }
    let toolchain: Toolchain
    do {
      toolchain = try Toolchain.find(
        language, displayName: target.language.displayName, path: environment["PATH"])
    } catch {
      throw AppError(message: error.message)
    }
    let answers = (try? problem.checkedSlug()).map { store.readJudgeAnswers(slug: $0) } ?? [:]
    let cases: [LocalCase]
    do {
      cases = try LocalCases.make(
        problem: problem, signature: signature, given: given, judgeAnswers: answers)
    } catch {
      throw AppError(message: error.message)
    }
    let runner = LocalRunner(
      toolchain: toolchain, root: store.location.root,
      environment: LocalRunner.childEnvironment(environment))
    do {
      return try runner.run(
        code: code, signature: signature, cases: cases,
        anyOrder: LocalCases.answersInAnyOrder(problem), file: (text, file.lastPathComponent))
    } catch {
      if case .cannotWrite(let message) = error { throw AppError(message: message) }
      throw AppError(message: "the local build failed")
    }
  }

  /// The signature of `problem`: its metaData, else its Python 3 template's type hints.
  static func localSignature(_ problem: Problem) throws(LocalSignature.Failure) -> LocalSignature {
    var failure = LocalSignature.Failure.absent
    if let metaData = problem.metaData, !metaData.isEmpty {
      do {
        return try LocalSignature.parse(metaData: metaData)
      } catch .unknownType(let name) {
        throw .unknownType(name)
      } catch .notAnIdentifier(let kind, let name, let source) {
        throw .notAnIdentifier(kind: kind, name: name, source: source)
      } catch {
        failure = error
      }
    }
    guard let template = problem.codeSnippets.first(where: { $0.languageSlug == "python3" })?.code
    else { throw failure }
    do {
      return try LocalSignature.parse(pythonTemplate: template)
    } catch .absent {
      throw failure
    }
  }
}
