import FoundationEssentials
import LeetFetch
import LeetModel
import TermCore

/// The solving services over this run's workspace, editor, session and judge.
extension AppContext: SolveServices {
  /// The solution file of `problem` in the language and workspace the config and options choose.
  /// - Throws: `AppError` for a language the problem has no template in.
  func solutionTarget(for problem: Problem) throws -> SolutionTarget {
    try solving.target(for: problem)
  }

  /// The text of a new solution file for `target` from its template, in the site's manner.
  func newFileText(_ target: SolutionTarget) -> String? {
    target.newFileText(site: site)
  }

  /// The home folder of this run's surroundings.
  var homeFolder: String? { Surroundings(environment: environment).home }

  /// Writes the solution file of `target` from its template when it is absent; returns the file.
  /// - Throws: `SolvingFailure` or `AppError` when it cannot be written.
  func writeSolutionIfAbsent(_ target: SolutionTarget) throws -> URL {
    try solving.writeFileIfAbsent(target)
  }

  /// Opens `file` in `$VISUAL`, else `$EDITOR`, else vi, and waits for it.
  /// - Throws: `AppError` when the editor cannot start or fails.
  func openInEditor(_ file: URL) throws {
    try EditorLauncher(environment: environment).open(file)
  }

  /// Whether a session is found when the config is read again (when it changed).
  /// - Throws: `LoadError` when the config cannot be read.
  func sessionFoundAgain() throws -> Bool {
    try session.rereadIfChanged()
    return session.isSignedIn
  }

  /// The solve loop's steps over this context, saying its lines through `tell`.
  func solving(tell: @escaping @Sendable (String) -> Void) -> SolvingService {
    var solving = solving
    solving.tell = tell
    return solving
  }
}
