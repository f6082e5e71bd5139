/// One page of `userProgressQuestionList`: the rows asked for and how many there are in all.
public struct ProgressQuestionPage: Hashable, Sendable {
  /// How many problems the user touched in all (`totalNum`), when sent.
  public var total: Int?
  /// The usable rows of the page, in the order sent.
  public var questions: [ProgressQuestion]
  /// How many rows the page held, usable or not: what the next page skips past.
  public var rowCount: Int

  /// A page of `questions` out of `rows` rows, of `total` in all.
  public init(total: Int? = nil, questions: [ProgressQuestion] = [], rowCount: Int = 0) {
    self.total = total
    self.questions = questions
    self.rowCount = rowCount
  }

  /// The page in an answer (the whole body, or its `data`); nil when it holds no list.
  public static func decode(_ answer: JSONValue) -> ProgressQuestionPage? {
    let list = SegmentFile.payload(answer)["userProgressQuestionList"]
    guard list.object != nil else { return nil }
    let rows = list["questions"].array ?? []
    return ProgressQuestionPage(
      total: CollectionText.count(list["totalNum"]), questions: rows.compactMap(ProgressQuestion.decode),
      rowCount: rows.count)
  }
}
