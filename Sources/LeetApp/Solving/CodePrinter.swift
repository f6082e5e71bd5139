import FoundationEssentials
import LeetFetch
import LeetModel
import LeetText
import LeetUI

extension AppContext {
  /// `--print -s code`: the solution file for the language (`preferredLanguage`, the file already
  /// in the workspace, else python3), or the template when there is none; nil after saying on
  /// stderr why there is neither.
  func printedCode(_ problem: Problem) -> Document? {
    switch code(for: problem) {
    case .codeLoaded(let code):
      // Print mode has no keys: the note names the command that writes the file.
      let target = problem.frontendID ?? problem.titleSlug
      let quoted = target.contains(" ") ? "\"\(target)\"" : target
      return CodeDocument.document(
        code, problem: nil, result: [], words: words,
        writing: .command("leetview edit \(quoted) --lang \(code.languageSlug)"))
    case .codeUnavailable(let reason):
      ErrorLine.print(reason)
    default:
      break
    }
    return nil
  }
}
