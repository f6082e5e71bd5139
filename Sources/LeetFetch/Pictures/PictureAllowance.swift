/// How many pictures one statement may show and how many bytes they may take together: pictures
/// past either limit are not fetched and keep their labels with a note.
public struct PictureAllowance: Sendable, Equatable {
  /// The most pictures a statement shows.
  public static let maximumPictures = 32
  /// The most bytes a statement's pictures take together.
  public static let maximumBytes = 24 << 20

  public let pictures: Int
  public let bytes: Int
  /// Pictures admitted so far.
  public private(set) var admitted = 0
  /// Bytes taken so far.
  public private(set) var spent = 0

  public init(pictures: Int = maximumPictures, bytes: Int = maximumBytes) {
    self.pictures = pictures
    self.bytes = bytes
  }

  /// The bytes still free.
  public var remaining: Int { max(0, bytes - spent) }

  /// Takes the next picture's place.
  /// - Throws: `PictureFetchFailure` past `pictures`.
  public mutating func admit() throws {
    guard admitted < pictures else {
      throw PictureFetchFailure("one of more than \(pictures) pictures in the statement", refused: true)
    }
    admitted += 1
  }

  /// Takes `count` bytes.
  /// - Throws: `PictureFetchFailure` when they are more than remain (and takes nothing).
  public mutating func spend(_ count: Int) throws {
    guard count <= remaining else { throw Self.overBudget(bytes) }
    spent += count
  }

  /// The note of a picture past the budget of `bytes`.
  static func overBudget(_ bytes: Int) -> PictureFetchFailure {
    let shown = bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    return PictureFetchFailure("past the \(shown) of pictures a statement may have", refused: true)
  }
}
