import Foundation

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

/// Everything cached for a problem's Submissions segment. Never holds credentials.
public struct SubmissionsSnapshot: Hashable, Sendable {
  public var fetchedAt: Date?
  public var submissions: [Submission]
  public var hasMore: Bool
  public var details: [String: SubmissionDetail]

  /// Decodes `submissions/<slug>.json`.
  /// - Throws: `SegmentFile.Failure`.
  public static func decode(_ data: Data) throws -> SubmissionsSnapshot {
    let root = try SegmentFile.parse(data)
    let list = SegmentFile.first(SegmentFile.payload(root["list"]), ["questionSubmissionList", "submissionList"])
    var details: [String: SubmissionDetail] = [:]
    for (key, response) in root["details"].object ?? [:] {
      let node = SegmentFile.first(SegmentFile.payload(response), ["submissionDetails", "submissionDetail"])
      guard let code = node["code"].string else { continue }
      details[key] = SubmissionDetail(
        id: key, code: code,
        language: SegmentFile.line(node["lang"]["verboseName"]) ?? SegmentFile.line(node["lang"]["name"])
          ?? SegmentFile.line(node["lang"]),
        runtime: SegmentFile.line(node["runtimeDisplay"]) ?? SegmentFile.line(node["runtime"]),
        runtimePercentile: node["runtimePercentile"].double,
        memory: SegmentFile.line(node["memoryDisplay"]) ?? SegmentFile.line(node["memory"]),
        memoryPercentile: node["memoryPercentile"].double)
    }
    return SubmissionsSnapshot(
      fetchedAt: SegmentFile.date(root["fetchedAt"]),
      submissions: (list["submissions"].array ?? []).compactMap(submission),
      hasMore: list["hasNext"].bool ?? false,
      details: details)
  }

  static func submission(_ node: JSONValue) -> Submission? {
    guard let id = node["id"].string else { return nil }
    return Submission(
      id: id,
      status: SegmentFile.line(node["statusDisplay"]) ?? SegmentFile.line(node["status"]) ?? "Unknown",
      language: SegmentFile.line(node["langName"]) ?? SegmentFile.line(node["lang"]) ?? "?",
      runtime: SegmentFile.line(node["runtime"]),
      memory: SegmentFile.line(node["memory"]),
      date: SegmentFile.date(node["timestamp"]))
  }
}
