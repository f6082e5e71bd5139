/// Why the sessions in the browsers could not be looked for at all.
public struct CookieClientFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason in words (never a cookie value).
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
