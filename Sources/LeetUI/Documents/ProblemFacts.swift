import LeetModel
import LeetText

/// What is known of a problem besides its title, each fact apart, so that a narrow header can
/// keep the important ones: difficulty, then acceptance, then the premium mark, then tags.
public struct ProblemFacts: Hashable, Sendable {
  public var difficulty: Span?
  public var tags: [String]
  public var acceptance: Span?
  public var premium: Span?
  /// The user's mark (`✓ Solved`, `◐ Attempted`): shown first whenever it is known.
  public var status: Span?

  public init(
    difficulty: Span? = nil, tags: [String] = [], acceptance: Span? = nil, premium: Span? = nil
  ) {
    self.difficulty = difficulty
    self.tags = tags
    self.acceptance = acceptance
    self.premium = premium
  }

  /// How many of difficulty, acceptance and premium mark are known.
  public var mainCount: Int { [difficulty, acceptance, premium].count { $0 != nil } }

  /// The facts in reading order, apart by ` · `: the user's mark, difficulty, tags, acceptance,
  /// premium mark.
  ///
  /// Only the first `main` known of difficulty, acceptance and premium mark (in that order) are
  /// kept, and the first `tags` tags, the others counted as `+N`; no tags, not even `+N`, when
  /// `tags` is 0. The user's mark is always kept.
  public func spans(main: Int = 3, tags tagCount: Int = .max) -> [Span] {
    var budget = main
    func kept(_ fact: Span?) -> Span? {
      guard let fact, budget > 0 else { return nil }
      budget -= 1
      return fact
    }
    let difficulty = kept(self.difficulty)
    let acceptance = kept(self.acceptance)
    let premium = kept(self.premium)
    var parts: [Span] = []
    if let status { parts.append(status) }
    if let difficulty { parts.append(difficulty) }
    if tagCount > 0, !tags.isEmpty {
      let shown = tags.prefix(tagCount)
      var text = Array(shown).concatenated(separator: ", ")
      if shown.count < tags.count { text += ", +\(tags.count - shown.count)" }
      parts.append(Span(text))
    }
    if let acceptance { parts.append(acceptance) }
    if let premium { parts.append(premium) }
    var spans: [Span] = []
    for (index, part) in parts.enumerated() {
      if index > 0 { spans.append(Span(" · ", style: .dim)) }
      spans.append(part)
    }
    return spans
  }
}
