import Foundation
import LeetModel
import TermCore

/// Keeping a submission's verdict in the submissions cache, so that the Submissions page shows it
/// at once, offline too.
extension SegmentService {
  /// Adds the submission `result` judged for `code` to `submissions/<slug>.json`.
  ///
  /// It goes first in the list, with its code and figures as its detail. A new file is dated
  /// long ago, so that the page still fetches the full list when next online. Never stores
  /// credentials.
  /// - Throws: `LoadError.configuration` when the cache cannot be written.
  @discardableResult
  public func record(
    _ result: JudgeResult, code: String, language: SolutionLanguage, slug: String, at date: Date
  ) throws -> LoadedSegment {
    guard let id = result.submissionID, !id.isEmpty else {
      throw LoadError.configuration("the judge gave no submission id to keep")
    }
    let seconds = String(Int(clampingFinite: date.timeIntervalSince1970) ?? 0)
    let entry: [String: Any] = [
      "id": id, "statusDisplay": result.shownVerdict, "lang": language.slug,
      "langName": language.displayName, "runtime": Self.orNull(result.runtime),
      "memory": Self.orNull(result.memory), "timestamp": seconds, "isPending": "Not Pending",
    ]
    let detail: [String: Any] = [
      "data": [
        "submissionDetails": [
          "code": code, "lang": ["name": language.slug, "verboseName": language.displayName],
          "runtimeDisplay": Self.orNull(result.runtime),
          "runtimePercentile": Self.orNull(result.runtimePercentile),
          "memoryDisplay": Self.orNull(result.memory),
          "memoryPercentile": Self.orNull(result.memoryPercentile),
          "timestamp": seconds,
        ]
      ]
    ]
    return try merge(.submissions, kind: .submissions, slug: slug, source: .live) { file in
      if file["fetchedAt"] == nil { file["fetchedAt"] = Self.timestamp(Date(timeIntervalSince1970: 0)) }
      var list = (file["list"] as? [String: Any]) ?? [:]
      var data = (list["data"] as? [String: Any]) ?? [:]
      let key = data["submissionList"] != nil ? "submissionList" : "questionSubmissionList"
      var page = (data[key] as? [String: Any]) ?? ["hasNext": false, "lastKey": NSNull()]
      let earlier = ((page["submissions"] as? [Any]) ?? []).filter {
        ($0 as? [String: Any])?["id"] as? String != id
      }
      page["submissions"] = [entry] + earlier
      data[key] = page
      list["data"] = data
      file["list"] = list
      var details = (file["details"] as? [String: Any]) ?? [:]
      details[id] = detail
      file["details"] = details
    }
  }

  /// `value`, or JSON null.
  private static func orNull(_ value: Any?) -> Any { value ?? NSNull() }
}
