import FoundationEssentials

/// One of the user's submissions.
public struct Submission: Hashable, Sendable {
  public var id: String
  /// `Accepted`, `Wrong Answer`, ...
  public var status: String
  public var language: String
  public var runtime: String?
  public var memory: String?
  public var date: Date?

  /// Whether the status is Accepted.
  public var isAccepted: Bool { status.lowercased() == "accepted" }
}

/// A submission's code and figures as the Submissions segment lists them: a view of the
/// `SubmissionRecord` its `submissionDetails` answer decodes to (the one decoder of that answer).
public struct SubmissionDetail: Hashable, Sendable {
  /// The submission's id.
  public var id: String
  /// The submission whole.
  public var record: SubmissionRecord

  /// The detail of submission `id`: `record`.
  public init(id: String, record: SubmissionRecord) {
    self.id = id
    self.record = record
  }

  /// A detail of only these figures (a verdict kept after a submit, a test's fixture).
  public init(
    id: String, code: String, language: String?, runtime: String?, runtimePercentile: Double?,
    memory: String?, memoryPercentile: Double?
  ) {
    self.init(
      id: id,
      record: SubmissionRecord(
        code: code, language: nil, languageName: language, verdict: nil, passed: nil, total: nil,
        runtime: nil, runtimeDisplay: runtime, runtimePercentile: runtimePercentile, memory: nil,
        memoryDisplay: memory, memoryPercentile: memoryPercentile, runtimeDistribution: nil,
        memoryDistribution: nil, date: nil, questionID: nil, titleSlug: nil, failure: nil,
        note: SubmissionNote()))
  }

  /// The code submitted.
  public var code: String { record.code }
  /// The language for people (`Python3`), else its name.
  public var language: String? { record.languageName ?? record.language }
  /// The runtime as LeetCode wrote it, else in milliseconds.
  public var runtime: String? { record.runtimeDisplay ?? record.runtime.map { "\($0) ms" } }
  /// The percent of submissions the runtime beats.
  public var runtimePercentile: Double? { record.runtimePercentile }
  /// The memory as LeetCode wrote it.
  public var memory: String? { record.memoryDisplay }
  /// The percent of submissions the memory beats.
  public var memoryPercentile: Double? { record.memoryPercentile }
}

extension SubmissionDetail {
  /// The detail in a `submissionDetails` answer (either site's), nil when it has no code.
  public static func decode(_ response: JSONValue, id: String) -> SubmissionDetail? {
    SubmissionRecord.decode(response).map { SubmissionDetail(id: id, record: $0) }
  }
}

/// Everything cached for a problem's Submissions segment.
///
/// Never holds credentials.
public struct SubmissionsSnapshot: Hashable, Sendable {
  public var fetchedAt: Date?
  public var submissions: [Submission]
  public var hasMore: Bool
  /// The key that asks for the next page (leetcode.com pages by `lastKey` as well as offset).
  public var lastKey: String?
  public var details: [String: SubmissionDetail]

  /// Decodes `submissions/<slug>.json`.
  /// - Throws: `SegmentFile.Failure`.
  public static func decode(_ data: Data) throws -> SubmissionsSnapshot {
    let root = try SegmentFile.parse(data)
    var submissions: [Submission] = []
    var list = JSONValue.null
    for page in [root["list"]] + (root["morePages"].array ?? []) {
      list = SegmentFile.first(SegmentFile.payload(page), ["questionSubmissionList", "submissionList"])
      submissions += (list["submissions"].array ?? []).compactMap(submission)
    }
    var seen = Set<String>()
    submissions = submissions.filter { seen.insert($0.id).inserted }
    var details: [String: SubmissionDetail] = [:]
    for (key, response) in root["details"].object ?? [:] {
      details[key] = SubmissionDetail.decode(response, id: key)
    }
    return SubmissionsSnapshot(
      fetchedAt: SegmentFile.date(root["fetchedAt"]),
      submissions: submissions,
      hasMore: list["hasNext"].bool ?? false,
      lastKey: list["lastKey"].string,
      details: details)
  }

  static func submission(_ node: JSONValue) -> Submission? {
    guard let id = node["id"].string else { return nil }
    return Submission(
      id: id,
      status: SegmentFile.line(node["statusDisplay"]) ?? statusName(node["status"]) ?? "Unknown",
      language: SegmentFile.line(node["langName"]) ?? SegmentFile.line(node["lang"]) ?? "?",
      runtime: SegmentFile.line(node["runtime"]),
      memory: SegmentFile.line(node["memory"]),
      date: SegmentFile.date(node["timestamp"]))
  }

  /// `status` as words: leetcode.com sends the judge's int code (10), leetcode.cn a word (`AC`).
  static func statusName(_ value: JSONValue) -> String? {
    if case .number = value, let code = value.int { return JudgeVerdict(code: code, message: "").title }
    return SegmentFile.line(value)
  }
}
