import FoundationEssentials

/// The shape of the per-problem segment files in the cache (the team's design, see README).
///
/// ```
/// solutions/<slug>.json    {"fetchedAt", "list": RESPONSE, "morePages": [RESPONSE],
///                           "articles": {"<topicId>": RESPONSE}, "editorial": RESPONSE}
/// comments/<slug>.json     {"fetchedAt", "topic": RESPONSE, "pages": [RESPONSE], "replies": {"<id>": RESPONSE}}
/// submissions/<slug>.json  {"fetchedAt", "list": RESPONSE, "morePages": [RESPONSE],
///                           "details": {"<id>": RESPONSE}}
/// ```
///
/// `morePages` (optional) holds the pages fetched after the first, in order.
///
/// Each RESPONSE is a GraphQL response body kept verbatim, so a decoder can read any of the shapes
/// LeetCode has sent (leetcode.com's and leetcode.cn's).
public enum SegmentFile {
  /// Why a segment file cannot be read.
  public enum Failure: Error, Equatable, Sendable {
    case notJSON(String)
    case wrongShape(String)
  }

  /// Parses a segment file into its top-level object.
  static func parse(_ data: Data) throws -> JSONValue {
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw Failure.notJSON("\(error)")
    }
    guard root.object != nil else { throw Failure.wrongShape("not a JSON object") }
    return root
  }

  /// The `data` of a response, or the value itself when it has no envelope.
  static func payload(_ response: JSONValue) -> JSONValue {
    response["data"].isNull ? response : response["data"]
  }

  /// The first non-null member among `keys`.
  static func first(_ value: JSONValue, _ keys: [String]) -> JSONValue {
    for key in keys where !value[key].isNull { return value[key] }
    return .null
  }

  /// A date from an ISO-8601 string or a Unix time in seconds (number or digit string); nil for
  /// a time `NumberBound.unixSeconds` does not admit (a comment dated -1e300 has no date).
  static func date(_ value: JSONValue) -> Date? {
    if case .string(let text) = value, Double(text) == nil { return try? Date(text, strategy: .iso8601) }
    return value.number(in: .unixSeconds).map(Date.init(timeIntervalSince1970:))
  }

  /// Untrusted one-line text with controls removed.
  static func line(_ value: JSONValue) -> String? {
    ProblemDecoder.clean(value.string).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Legacy bodies hold literal `\n` and `\t`; turn them into real ones.
  static func unescapeLegacy(_ text: String) -> String {
    guard text.contains("\\n") || text.contains("\\t") else { return text }
    return text.replacing("\\n", with: "\n").replacing("\\t", with: "\t")
  }
}
