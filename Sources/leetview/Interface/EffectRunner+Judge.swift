import Foundation
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI

/// The solving effects: reading the solution for Code, the editor on a suspended screen, and the
/// judge in the background; each answers with `AppAction.solved`.
extension EffectRunner {
  /// Starts `request` on `problem`; the editor is a request to the loop (it suspends the screen).
  func solve(_ request: SolveRequest, _ problem: Problem) -> LoopRequest? {
    let slug = problem.titleSlug
    let post = post
    switch request {
    case .loadCode:
      let event = Self.readCode(problem, context: context)
      post(.solved(slug: slug, event))
    case .edit:
      let context = context
      return .suspend(
        SuspendedWork(id: "edit \(slug)") {
          for event in Self.edit(problem, context: context) { post(.solved(slug: slug, event)) }
        })
    case .judge(let kind):
      let context = context
      DispatchQueue.global(qos: .userInitiated).async {
        Self.judge(kind, problem, context: context, post: post)
      }
    case .judgeCases(let cases):
      let context = context
      DispatchQueue.global(qos: .userInitiated).async {
        Self.judge(.test, problem, cases: cases, context: context, post: post)
      }
    }
    return nil
  }

  /// The solution file for the problem's language, or its template when there is no file.
  static func readCode(_ problem: Problem, context: AppContext) -> SolveEvent {
    do {
      let target = try solutionTarget(problem, context: context)
      if let data = FileManager.default.contents(atPath: try target.checkedFile().path) {
        return .codeLoaded(
          code(
            target, text: String(decoding: data, as: UTF8.self), template: false,
            home: context.environment["HOME"]))
      }
      guard let text = target.newFileText(chinaSite: context.site == .cn) else {
        return .codeUnavailable(
          "No \(target.language.displayName) template is cached for this problem; "
            + "refresh it when online")
      }
      return .codeLoaded(code(target, text: text, template: true, home: context.environment["HOME"]))
    } catch let error as AppError {
      return .codeUnavailable(error.message)
    } catch {
      return .codeUnavailable("\(error)")
    }
  }

  /// Writes the file from the template when absent, runs the editor on it (the screen is
  /// suspended meanwhile), and reads it again.
  static func edit(_ problem: Problem, context: AppContext) -> [SolveEvent] {
    do {
      let target = try solutionTarget(problem, context: context)
      let file = try target.checkedFile()
      if !FileManager.default.fileExists(atPath: file.path) {
        guard let text = target.newFileText(chinaSite: context.site == .cn) else {
          return [.editFailed("No \(target.language.displayName) template is cached for this problem")]
        }
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.create(Data(text.utf8), at: file)
        _ = try target.checkedFile()
      }
      var events: [SolveEvent] = []
      do {
        try EditorLauncher(environment: context.environment).open(file)
      } catch let error as AppError {
        events.append(.editFailed(error.message))
      }
      return [readCode(problem, context: context)] + events
    } catch let error as AppError {
      return [.editFailed(error.message)]
    } catch {
      return [.editFailed("cannot write the solution file: \(error.localizedDescription)")]
    }
  }

  /// Sends the solution to the judge and posts its progress and answer; a submit's verdict is
  /// kept in the submissions cache first, so Submissions shows it at once.
  ///
  /// A test runs `typed` cases when given (the user typed them), else the problem's examples.
  static func judge(
    _ kind: SolveKind, _ problem: Problem, cases typed: [String]? = nil, context: AppContext,
    post: @escaping @Sendable (AppAction) -> Void
  ) {
    let slug = problem.titleSlug
    do {
      // Nothing is looked up or sent without a session.
      let judge = try context.judgeClient()
      let target = try solutionTarget(problem, context: context)
      guard FileManager.default.fileExists(atPath: target.file.path) else {
        throw AppError(message: "No solution file yet (\(target.file.path)): press e to write one")
      }
      let solution = try context.judgedSolution(target)
      post(.solved(slug: slug, readCode(problem, context: context)))
      let progress: @Sendable (JudgeClient.Progress) -> Void = { step in
        switch step {
        case .sending, .submitted: post(.solved(slug: slug, .judging(kind, state: nil)))
        case .judging(_, let state, _): post(.solved(slug: slug, .judging(kind, state: state)))
        }
      }
      switch kind {
      case .test:
        let cases =
          typed
          ?? TestCases.examples(
            exampleTestcases: problem.exampleTestcases, sampleTestCase: problem.sampleTestCase,
            metaData: problem.metaData)
        guard !cases.isEmpty else { throw AppError(message: "The problem has no example cases cached") }
        let result = try judge.run(
          solution, dataInput: TestCases.dataInput(cases), progress: progress)
        post(.solved(slug: slug, .judged(.test, result, cases: cases, submissions: nil)))
      case .submit:
        let result = try judge.submit(solution, progress: progress)
        let recorded = try? SegmentService(problems: context.service).record(
          result, code: solution.code, language: target.language, slug: slug, at: Date())
        let outcome = recorded.map {
          SegmentOutcome.loaded(snapshot($0.content), staleBecause: nil, at: Date())
        }
        post(.solved(slug: slug, .judged(.submit, result, cases: [], submissions: outcome)))
      }
    } catch JudgeError.verdictNotFetched(let id, let reason) {
      let error = JudgeError.verdictNotFetched(id: id, reason: reason)
      post(.solved(slug: slug, .verdictNotFetched(capitalized(error.message))))
    } catch let error as JudgeError {
      post(.solved(slug: slug, .judgeFailed(kind, capitalized(error.message))))
    } catch let error as AppError {
      post(.solved(slug: slug, .judgeFailed(kind, capitalized(error.message))))
    } catch let error as LoadError {
      post(.solved(slug: slug, .judgeFailed(kind, capitalized(error.message))))
    } catch {
      post(.solved(slug: slug, .judgeFailed(kind, "\(error)")))
    }
  }

  // MARK: - Pieces

  private static func solutionTarget(_ problem: Problem, context: AppContext) throws
    -> SolutionTarget
  {
    let config = try? ConfigFile.locate(environment: context.environment).read()
    return try SolutionTargetResolver(context: context, language: nil, workspace: nil)
      .target(for: problem, config: config)
  }

  /// The Code segment's view of `target`, the path shown with `~` for the home directory.
  private static func code(
    _ target: SolutionTarget, text: String, template: Bool, home: String?
  ) -> SolutionCode {
    var path = target.file.path
    if let home, !home.isEmpty,
      path.hasPrefix(home + "/")
    {
      path = "~" + path.dropFirst(home.count)
    }
    return SolutionCode(
      path: path, languageSlug: target.language.slug, languageName: target.language.displayName,
      text: text, isTemplate: template)
  }

  /// A message as a sentence: its first letter in capitals.
  private static func capitalized(_ message: String) -> String {
    message.prefix(1).uppercased() + message.dropFirst()
  }
}
