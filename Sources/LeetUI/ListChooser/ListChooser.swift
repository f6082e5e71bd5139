/// The question `f` asks on a problem: which of the user's lists to add it to or remove it from.
public struct ListChooser: Hashable, Sendable {
  /// One of the user's lists, and whether the problem is in it as far as the cache knows.
  public struct Choice: Hashable, Sendable {
    public var slug: String
    public var name: String
    /// True when the cached copy of the list has the problem (Enter removes it), false when it has
    /// not, nil when no copy is cached (Enter adds it).
    public var hasProblem: Bool?

    /// The list `slug` named `name`.
    public init(slug: String, name: String, hasProblem: Bool?) {
      self.slug = slug
      self.name = name
      self.hasProblem = hasProblem
    }
  }

  /// The problem to add or remove.
  public var problemSlug: String
  public var choices: [Choice]
  public var cursor = 0

  /// The question for `problemSlug` over `choices`.
  public init(problemSlug: String, choices: [Choice]) {
    self.problemSlug = problemSlug
    self.choices = choices
  }

  /// The list under the cursor.
  public var selected: Choice? { choices.indices.contains(cursor) ? choices[cursor] : nil }
}
