import FoundationEssentials
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
    let entry: JSONValue = .object([
      "id": .string(id), "statusDisplay": .string(result.shownVerdict), "lang": .string(language.slug),
      "langName": .string(language.displayName), "runtime": Self.orNull(result.runtime),
      "memory": Self.orNull(result.memory), "timestamp": .string(seconds),
      "isPending": .string("Not Pending"),
    ])
    let detail: JSONValue = .object([
      "data": .object([
        "submissionDetails": .object([
          "code": .string(code),
          "lang": .object(["name": .string(language.slug), "verboseName": .string(language.displayName)]),
          "runtimeDisplay": Self.orNull(result.runtime),
          "runtimePercentile": result.runtimePercentile.map(JSONValue.number) ?? .null,
          "memoryDisplay": Self.orNull(result.memory),
          "memoryPercentile": result.memoryPercentile.map(JSONValue.number) ?? .null,
          "timestamp": .string(seconds),
        ])
      ])
    ])
    return try merge(.submissions, kind: .submissions, slug: slug, source: .live) { file in
      if file["fetchedAt"] == nil {
        file["fetchedAt"] = .string(Self.timestamp(Date(timeIntervalSince1970: 0)))
      }
      var list = file["list"]?.object ?? [:]
      var data = list["data"]?.object ?? [:]
      let key = data["submissionList"] != nil ? "submissionList" : "questionSubmissionList"
      var page = data[key]?.object ?? ["hasNext": .bool(false), "lastKey": .null]
      let earlier = (page["submissions"]?.array ?? []).filter { $0["id"].exactString != id }
      page["submissions"] = .array([entry] + earlier)
      data[key] = .object(page)
      list["data"] = .object(data)
      file["list"] = .object(list)
      var details = file["details"]?.object ?? [:]
      details[id] = detail
      file["details"] = .object(details)
    }
  }

  /// `text` as a JSON string, or JSON null.
  private static func orNull(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}
