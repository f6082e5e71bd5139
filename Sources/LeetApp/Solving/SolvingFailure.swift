/// Why a step of the solve loop cannot go on; each front words it with its own advice.
enum SolvingFailure: Error, Equatable {
  /// The problem has no template in the language, so no file can be written.
  case noTemplate(problem: String, language: String)
  /// The solution file cannot be written.
  case cannotWrite(path: String, reason: String)
  /// There is no solution file yet to test or submit.
  /// `language` is the `--lang` given, if any.
  case noFile(path: String, problem: String, language: String?)
  /// The solution file cannot be read.
  case cannotRead(path: String)
  /// The problem has no example cases, and none were given.
  case noCases
  /// The cached problem lacks the question id the judge needs.
  case noQuestionID

  /// Who reads the message: the command line's advice names flags and commands, the
  /// interface's names keys.
  enum Front { case commandLine, interface }

  /// The message for `front`, starting in lower case (the interface capitalises it).
  func message(for front: Front) -> String {
    let refresh =
      front == .commandLine ? "run with --refresh when online" : "refresh the problem when online"
    switch self {
    case .noTemplate(let problem, let language):
      return "problem \(problem) has no \(language) template cached; \(refresh)"
    case .cannotWrite(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .noFile(let path, let problem, let language):
      return front == .commandLine
        ? "no solution file \(path); write one with `leetview edit \(problem)"
          + (language.map { " --lang \($0)" } ?? "") + "`"
        : "no solution file yet (\(path)): press e to write one"
    case .cannotRead(let path):
      return "cannot read the solution file \(path)"
    case .noCases:
      return front == .commandLine
        ? "the problem has no example cases cached; give some with --case"
        : "the problem has no example cases cached"
    case .noQuestionID:
      return "the cached problem has no questionId for the judge; \(refresh)"
    }
  }
}
