import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// The services that read a problem's solution file for the Code segment: where it is, its
/// template, and the home folder its path is shown under.
protocol SolutionFiles {
  /// The solution file of `problem` in the language and workspace the config and options choose.
  /// - Throws: `AppError` for a language the problem has no template in.
  func solutionTarget(for problem: Problem) throws -> SolutionTarget
  /// The text of a new solution file for `target` from its template, nil without one.
  func newFileText(_ target: SolutionTarget) -> String?
  /// The home folder, which paths are shown under as `~`.
  var homeFolder: String? { get }
}

extension SolutionFiles {
  /// The solution file for the problem's language, or its template when there is no file.
  func code(for problem: Problem) -> SolveEvent {
    do {
      let target = try solutionTarget(for: problem)
      if let data = FileManager.default.contents(atPath: try target.checkedFile().path) {
        return .codeLoaded(shown(target, text: String(decoding: data, as: UTF8.self), template: false))
      }
      guard let text = newFileText(target) else {
        return .codeUnavailable(
          "No \(target.language.displayName) template is cached for this problem; "
            + "refresh it when online")
      }
      return .codeLoaded(shown(target, text: text, template: true))
    } catch {
      return .codeUnavailable(solvingMessage(error))
    }
  }

  /// `file`'s path as the interface shows it, with `~` for the home folder.
  func shownPath(_ file: URL) -> String {
    let path = file.path
    guard let home = homeFolder, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }

  /// The Code segment's view of `target`, the path shown with `~` for the home folder.
  private func shown(_ target: SolutionTarget, text: String, template: Bool) -> SolutionCode {
    SolutionCode(
      path: shownPath(target.file), languageSlug: target.language.slug,
      languageName: target.language.displayName,
      text: text, isTemplate: template)
  }
}

/// What the interface says of a failure of the solve loop or a local run: a sentence, with the
/// interface's advice.
func solvingMessage(_ error: any Error) -> String {
  switch error {
  case let failure as SolvingFailure: sentence(failure.message(for: .interface))
  case let failure as AppError: sentence(failure.message)
  case let failure as JudgeError: sentence(FailureWords.interface.phrase(failure))
  case let failure as LoadError: sentence(FailureWords.interface.phrase(failure))
  default: "\(error)"
  }
}

/// A message as a sentence: its first letter in capitals.
func sentence(_ message: String) -> String {
  message.prefix(1).uppercased() + message.dropFirst()
}
