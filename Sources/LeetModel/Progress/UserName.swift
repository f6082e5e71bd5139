/// A LeetCode user name as leetview accepts it: letters, digits, `_`, `-` and `.`, not starting
/// with `.`, at most 64 characters; also a safe file name in the cache.
public struct UserName: Hashable, Sendable {
  /// The name.
  public let rawValue: String

  /// The name `text`, or nil when it is not a user name leetview accepts.
  public init?(_ text: String) {
    guard !text.isEmpty, text.count <= 64, !text.hasPrefix("."),
      text.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_" || $0 == "-" || $0 == "."
      })
    else { return nil }
    rawValue = text
  }
}
