/// Work the question `f` asks its runner to do.
public enum ListChooserEffect: Hashable, Sendable {
  /// Read the user's lists for the question about the problem `slug`, answering with
  /// `ListChooserAction.choices` or `CollectionAction.failed`.
  case loadChoices(slug: String)
  /// Add the problem `questionSlug` to the list `slug` (named `name`) or remove it, answering
  /// with `ListChooserAction.changed` or `CollectionAction.failed`.
  case change(slug: String, name: String, questionSlug: String, adding: Bool)
}
