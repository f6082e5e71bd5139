import Dispatch
import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI
import TermCore

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
    case .checkSession(let command):
      let session = context.session
      DispatchQueue.global(qos: .userInitiated).async {
        do {
          try session.rereadIfChanged()
          post(.solved(slug: slug, .sessionChecked(signedIn: session.isSignedIn, then: command)))
        } catch let error as LoadError {
          post(.solved(slug: slug, .editFailed(FailureWords.interface.phrase(error))))
        } catch {
          post(.solved(slug: slug, .editFailed("\(error)")))
        }
      }
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
    case .runLocally:
      let context = context
      DispatchQueue.global(qos: .userInitiated).async {
        Self.runLocally(problem, context: context, post: post)
      }
    }
    return nil
  }

  /// The solution file for the problem's language, or its template when there is no file.
  static func readCode(_ problem: Problem, context: AppContext) -> SolveEvent {
    do {
      let target = try context.solving.target(for: problem)
      if let data = FileManager.default.contents(atPath: try target.checkedFile().path) {
        return .codeLoaded(
          code(
            target, text: String(decoding: data, as: UTF8.self), template: false,
            home: Surroundings(environment: context.environment).home))
      }
      guard let text = target.newFileText(site: context.site) else {
        return .codeUnavailable(
          "No \(target.language.displayName) template is cached for this problem; "
            + "refresh it when online")
      }
      return .codeLoaded(
        code(target, text: text, template: true, home: Surroundings(environment: context.environment).home))
    } catch {
      return .codeUnavailable(message(error))
    }
  }

  /// Writes the file from the template when absent, runs the editor on it (the screen is
  /// suspended meanwhile), and reads it again.
  static func edit(_ problem: Problem, context: AppContext) -> [SolveEvent] {
    let file: URL
    do {
      file = try context.solving.writeFileIfAbsent(try context.solving.target(for: problem))
    } catch {
      return [.editFailed(message(error))]
    }
    var events: [SolveEvent] = []
    do {
      try EditorLauncher(environment: context.environment).open(file)
    } catch {
      events.append(.editFailed(message(error)))
    }
    return [readCode(problem, context: context)] + events
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
    var solving = context.solving
    solving.tell = { post(.solved(slug: slug, .notice(capitalized($0)))) }
    do {
      // Nothing is looked up or sent without a session.
      let judge = try solving.judgeClient()
      let target = try solving.target(for: problem)
      let solution = try solving.judgedSolution(target)
      post(.solved(slug: slug, readCode(problem, context: context)))
      let progress: @Sendable (JudgeClient.Progress) -> Void = { step in
        switch step {
        case .sending: post(.solved(slug: slug, .judging(kind, state: nil)))
        case .submitted(let id):
          post(.solved(slug: slug, .submitted(id: id)))
          post(.solved(slug: slug, .judging(kind, state: nil)))
        case .judging(_, let state, _): post(.solved(slug: slug, .judging(kind, state: state)))
        }
      }
      switch kind {
      case .test:
        let cases = try solving.cases(for: problem, given: typed ?? [])
        let result = try solving.test(solution, cases: cases, judge: judge, progress: progress)
        post(.solved(slug: slug, .judged(.test, result, cases: cases, submissions: nil)))
      case .submit:
        let submitted = try solving.submit(
          solution, target: target, judge: judge, progress: progress)
        let outcome = try? submitted.kept.get()
        post(
          .solved(
            slug: slug,
            .judged(
              .submit, submitted.result, cases: [],
              submissions: outcome.map {
                SegmentOutcome.loaded($0.content, staleBecause: nil, at: Date())
              })))
      }
    } catch JudgeError.verdictNotFetched(let id, let reason) {
      let error = JudgeError.verdictNotFetched(id: id, reason: reason)
      post(.solved(slug: slug, .verdictNotFetched(capitalized(FailureWords.interface.phrase(error)))))
    } catch {
      post(.solved(slug: slug, .judgeFailed(kind, message(error))))
    }
  }

  // MARK: - Pieces

  /// What the interface says of a failure of the solve loop: a sentence, with the interface's
  /// advice.
  private static func message(_ error: any Error) -> String {
    switch error {
    case let failure as SolvingFailure: capitalized(failure.message(for: .interface))
    case let failure as AppError: capitalized(failure.message)
    case let failure as JudgeError: capitalized(FailureWords.interface.phrase(failure))
    case let failure as LoadError: capitalized(FailureWords.interface.phrase(failure))
    default: "\(error)"
    }
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
