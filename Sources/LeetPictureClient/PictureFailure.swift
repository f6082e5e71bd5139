/// Why a picture is not drawn: the note shown beside its label.
public struct PictureFailure: Error, Hashable, Sendable {
  /// What kind of failure.
  public enum Kind: UInt8, Hashable, Sendable {
    /// Not PNG, JPEG or GIF (an HTML page served as a picture, say).
    case notAPicture = 1
    /// Truncated or damaged.
    case damaged = 2
    /// Claims more pixels (or bytes) than leetview draws.
    case tooLarge = 3
    /// The file could not be read, or the picture helper failed.
    case unreadable = 4
  }

  public var kind: Kind
  /// A short note, such as `damaged PNG (truncated)`.
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The note for a label: `[image: tree.png]` becomes `[image: tree.png (not drawn: ...)]`.
  public var note: String { "not drawn: \(message)" }
}
