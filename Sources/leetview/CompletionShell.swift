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

  /// The command words of `names` in table order.
  static func words(_ names: some Sequence<CommandSpec.Name>) -> [String] {
    let names = Set(names)
    return OptionTable.commands.filter { names.contains($0.name) }.compactMap(\.word)
  }

  /// Every command word.
  static var allWords: [String] { OptionTable.commands.compactMap(\.word) }
}
