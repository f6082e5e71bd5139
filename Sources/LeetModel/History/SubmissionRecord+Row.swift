/// What a submission's list row knows that its detail may not (a detail kept after a submit, or
/// leetcode.cn's, has no verdict code or date).
extension SubmissionRecord {
  /// The record with its verdict, date and language filled in from `row` where it has none.
  public func filling(from row: Submission) -> SubmissionRecord {
    var record = self
    if record.verdict == nil { record.verdict = Self.verdict(named: row.status) }
    if record.date == nil { record.date = row.date }
    if record.languageName == nil, record.language == nil { record.languageName = row.language }
    return record
  }

  /// The verdict LeetCode words as `title` (`Wrong Answer`): a known one by its title, else one
  /// carrying the words.
  static func verdict(named title: String) -> JudgeVerdict {
    let known = (10...30).map { JudgeVerdict(code: $0, message: "") }.first { $0.title == title }
    return known ?? .other(code: nil, message: title)
  }
}
