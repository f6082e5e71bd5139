import FoundationEssentials

/// One submission whole, as `submissionDetails` answers it: the code, the verdict, the figures
/// against everyone's, what a failure left and the note.
public struct SubmissionRecord: Hashable, Sendable {
  /// The code submitted, cleaned (newlines and tabs kept).
  public var code: String
  /// The language's name (`python3`).
  public var language: String?
  /// The language's name for people (`Python3`).
  public var languageName: String?
  /// What the judge decided (`statusCode`), when sent.
  public var verdict: JudgeVerdict?
  /// The cases passed (`totalCorrect`).
  public var passed: Int?
  /// The cases run (`totalTestcases`).
  public var total: Int?
  /// The runtime in milliseconds.
  public var runtime: Int?
  /// The runtime as LeetCode wrote it (`67 ms`).
  public var runtimeDisplay: String?
  /// The percent of submissions the runtime beats.
  public var runtimePercentile: Double?
  /// The memory in bytes.
  public var memory: Int?
  /// The memory as LeetCode wrote it (`45.4 MB`).
  public var memoryDisplay: String?
  /// The percent of submissions the memory beats.
  public var memoryPercentile: Double?
  /// How everyone's runtimes spread, in milliseconds; nil when not sent or unusable.
  public var runtimeDistribution: SubmissionDistribution?
  /// How everyone's memory spreads, in kilobytes; nil when not sent or unusable.
  public var memoryDistribution: SubmissionDistribution?
  /// When it was submitted.
  public var date: Date?
  /// The question's id, when sent.
  public var questionID: String?
  /// The question's slug, when sent and a safe name.
  public var titleSlug: String?
  /// What a failure left to read; nil for one that left nothing.
  public var failure: SubmissionFailure?
  /// The note, its flag and tags.
  public var note: SubmissionNote

  /// The longest code kept, in characters.
  public static let longestCode = 262_144

  /// Whether the judge accepted it.
  public var isAccepted: Bool { verdict == .accepted }

  /// The memory where the memory distribution counts it: in kilobytes.
  public var memoryKilobytes: Double? { memory.map { Double($0) / 1_000 } }

  /// The submission in a `submissionDetails` answer (the whole body, or its `data`); nil when it
  /// holds no submission (null, refused, or no code).
  public static func decode(_ answer: JSONValue) -> SubmissionRecord? {
    let data = SegmentFile.payload(answer)
    let node = SegmentFile.first(data, ["submissionDetails", "submissionDetail"])
    guard node.object != nil, let code = HistoryText.block(node["code"], limit: longestCode) else {
      return nil
    }
    let language = node["lang"]
    return SubmissionRecord(
      code: code,
      language: CollectionText.line(language["name"], limit: 40) ?? CollectionText.line(language, limit: 40),
      languageName: CollectionText.line(language["verboseName"], limit: 40)
        ?? CollectionText.line(node["langVerboseName"], limit: 40),
      verdict: verdict(node),
      passed: node["totalCorrect"].whole(in: .count), total: node["totalTestcases"].whole(in: .count),
      runtime: node["runtime"].whole(in: .count),
      runtimeDisplay: CollectionText.line(node["runtimeDisplay"], limit: 40),
      runtimePercentile: node["runtimePercentile"].number(in: .percentage),
      memory: node["memory"].whole(in: .count),
      memoryDisplay: CollectionText.line(node["memoryDisplay"], limit: 40),
      memoryPercentile: node["memoryPercentile"].number(in: .percentage),
      runtimeDistribution: distribution(node, "runtime"), memoryDistribution: distribution(node, "memory"),
      date: SegmentFile.date(node["timestamp"]),
      questionID: CollectionText.line(node["question"]["questionId"], limit: 40),
      titleSlug: CollectionText.slug(node["question"]["titleSlug"]),
      failure: SubmissionFailure.read(node), note: SubmissionNote.read(node))
  }

  /// The verdict: `statusCode` (leetcode.com), else the words of `statusDisplay` (leetcode.cn's
  /// detail sends no code), a known verdict by its title.
  static func verdict(_ node: JSONValue) -> JudgeVerdict? {
    if let code = node["statusCode"].whole(in: .count) { return JudgeVerdict(code: code, message: "") }
    return CollectionText.line(node["statusDisplay"], limit: 60).map(verdict(named:))
  }

  /// The distribution of `figure` (`runtime`, `memory`): `<figure>Distribution`, else the
  /// `<figure>DistributionFormatted` an older answer named it (skygragon#156).
  static func distribution(_ node: JSONValue, _ figure: String) -> SubmissionDistribution? {
    SubmissionDistribution.decode(node[figure + "Distribution"])
      ?? SubmissionDistribution.decode(node[figure + "DistributionFormatted"])
  }
}
