/// A shell that `leetview completions` writes a completion script for.
public enum CompletionShell: String, CaseIterable, Equatable, Sendable {
  case bash, zsh, fish
}
