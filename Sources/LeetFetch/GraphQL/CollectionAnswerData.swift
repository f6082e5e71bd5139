import LeetModel

/// What LeetCode sent for one plan, list or contest (or an index of them): the `data` members of
/// the answers, joined into one, and what LeetCode said beside them.
public struct CollectionAnswerData: Sendable {
  /// The answers' `data` members, by name.
  public var data: [String: JSONValue]
  /// LeetCode's `errors[]` sent beside data that was still usable, each on one line.
  public var warnings: [String]
  /// Whether a part failed and the answer holds the rest only: shown with its warnings, never
  /// cached over a whole copy.
  public var isPartial = false

  /// Data `data` with `warnings`.
  public init(data: [String: JSONValue] = [:], warnings: [String] = []) {
    self.data = data
    self.warnings = warnings
  }

  /// The joined answer as one document, `{"data": {...}}`, for the decoders.
  public var document: JSONValue { .object(["data": .object(data)]) }
}
