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

/// A submission's code and figures.
public struct SubmissionDetail: Hashable, Sendable {
  public var id: String
  public var code: String
  public var language: String?
  public var runtime: String?
  public var runtimePercentile: Double?
  public var memory: String?
  public var memoryPercentile: Double?
}

extension SubmissionDetail {
  /// The detail in a `submissionDetails` answer (either site's), nil when it has no code.
  public static func decode(_ response: JSONValue, id: String) -> SubmissionDetail? {
    let node = SegmentFile.first(SegmentFile.payload(response), ["submissionDetails", "submissionDetail"])
    guard let code = node["code"].string else { return nil }
    return SubmissionDetail(
      id: id, code: code,
      language: SegmentFile.line(node["lang"]["verboseName"]) ?? SegmentFile.line(node["lang"]["name"])
        ?? SegmentFile.line(node["lang"]),
      runtime: SegmentFile.line(node["runtimeDisplay"]) ?? SegmentFile.line(node["runtime"]),
      runtimePercentile: node["runtimePercentile"].number(in: .percentage),
      memory: SegmentFile.line(node["memoryDisplay"]) ?? SegmentFile.line(node["memory"]),
      memoryPercentile: node["memoryPercentile"].number(in: .percentage))
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
