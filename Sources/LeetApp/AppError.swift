/// A failure with a message for the user.
public struct AppError: Error {
  /// The one line the user reads, after `leetview: `.
  public var message: String

  /// A failure saying `message`.
  public init(message: String) {
    self.message = message
  }
}
