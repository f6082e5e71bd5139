import FoundationEssentials

/// A progress file that would be larger than leetview reads back: refused before writing.
public struct ProgressTooLarge: LocalizedError, CustomStringConvertible, Sendable {
  /// The bytes the file would have held.
  public var bytes: Int

  /// `the progress answers are 17825792 bytes, over the 8 MB leetview keeps`.
  public var description: String {
    "the progress answers are \(bytes) bytes, over the "
      + "\(ContentLimits.megabytes(ContentLimits.progressFileBytes)) leetview keeps"
  }

  /// The description, for the cache warning.
  public var errorDescription: String? { description }
}
