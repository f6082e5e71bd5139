/// A shell that `leetview completions` writes a completion script for.
enum CompletionShell: String, CaseIterable, Equatable, Sendable {
  case bash, zsh, fish

  /// The completion script for this shell, made from `OptionTable`.
  var script: String {
    switch self {
    case .bash: BashCompletion.script()
    case .zsh: ZshCompletion.script()
    case .fish: FishCompletion.script()
    }
  }
}
