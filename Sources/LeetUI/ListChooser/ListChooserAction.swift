import TermCore

/// Everything that can happen to the question `f` asks on a problem: which of the user's lists to
/// add it to or remove it from.
public enum ListChooserAction: Sendable {
  /// `f` on the open problem: the user's lists are asked for.
  case open
  /// The user's lists for the question `f` asks about the problem `slug`.
  case choices(slug: String, [ListChooser.Choice])
  /// A list was changed: the list's name, and whether the problem was added.
  case changed(name: String, added: Bool)
  /// A key while the question stands.
  case key(Key)
}
