/// Why bytes are not JSON leetview reads, with the byte offset where reading stopped.
public struct JSONParseFailure: Error, CustomStringConvertible, Sendable {
  /// What is wrong, in a few words (`invalid number`, `nested deeper than 512 levels`).
  public var reason: String
  /// The byte offset where reading stopped.
  public var offset: Int
  /// Whether the JSON is well formed as far as read but nested deeper than the parser's limit,
  /// rather than broken or cut short.
  public var isNestedTooDeep = false

  /// `reason at byte offset`.
  public var description: String { "\(reason) at byte \(offset)" }

  /// The deepest nesting of arrays and objects read (deeper is refused, so that no answer can
  /// exhaust the stack).
  public static let maximumDepth = 512
}
