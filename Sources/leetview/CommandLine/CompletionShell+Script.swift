import LeetApp

extension CompletionShell {
  /// The completion script for this shell, made from `OptionTable`.
  var script: String {
    switch self {
    case .bash: BashCompletion.script()
    case .zsh: ZshCompletion.script()
    case .fish: FishCompletion.script()
    }
  }
}
