/// The schedule's file: its cards and today's count as JSON.
extension ReviewSchedule {
  /// The schedule as its file writes it.
  public var json: JSONValue {
    var cards: [String: JSONValue] = [:]
    for (slug, card) in self.cards {
      cards[slug] = .object([
        "repetitions": .number(Double(card.repetitions)), "easiness": .number(card.easiness),
        "interval": .number(Double(card.intervalDays)), "due": .number(Double(card.dueDay)),
        "reviewed": .number(Double(card.reviewedDay)),
      ])
    }
    return .object([
      "cards": .object(cards), "dailyCap": .number(Double(dailyCap)),
      "countedDay": .number(Double(countedDay)),
      "graded": .number(Double(gradedOnCountedDay)),
    ])
  }

  /// The schedule its file wrote as `value`; a card of an unsafe slug or out-of-range numbers is
  /// left out.
  public init(json value: JSONValue) {
    var cards: [String: ReviewCard] = [:]
    for (slug, fields) in value["cards"].object ?? [:] {
      guard TitleSlug.validated(slug) != nil, let card = Self.card(fields) else { continue }
      cards[slug] = card
    }
    self.init(
      cards: cards, dailyCap: Self.number(value["dailyCap"], within: 0...10_000) ?? Self.defaultDailyCap,
      countedDay: Self.number(value["countedDay"], within: Self.days) ?? 0,
      graded: Self.number(value["graded"], within: 0...1_000_000) ?? 0)
  }

  /// The local days a card may name: 1970 to some 2,700 years on.
  static let days = 0...1_000_000

  /// The card in `fields`, when every number is whole and in its range.
  static func card(_ fields: JSONValue) -> ReviewCard? {
    guard let repetitions = number(fields["repetitions"], within: 0...100_000),
      let easiness = fields["easiness"].exactNumber, easiness >= ReviewCard.lowestEasiness, easiness <= 10,
      let interval = number(fields["interval"], within: 1...ReviewCard.longestInterval),
      let due = number(fields["due"], within: days), let reviewed = number(fields["reviewed"], within: days)
    else { return nil }
    return ReviewCard(
      repetitions: repetitions, easiness: easiness, intervalDays: interval, dueDay: due, reviewedDay: reviewed
    )
  }

  /// A whole JSON number within `range`, else nil.
  static func number(_ value: JSONValue, within range: ClosedRange<Int>) -> Int? {
    value.exactWholeInt.flatMap { range.contains($0) ? $0 : nil }
  }
}
