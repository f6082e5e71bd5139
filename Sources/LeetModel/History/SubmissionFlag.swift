/// The colour of a submission's flag (`SubmissionFlagTypeEnum`: `WHITE`, `RED`, `ORANGE`, …), a
/// name of capital ASCII letters and underscores only, so that what LeetCode sent can be sent back.
///
/// `updateSubmissionNote` answers an empty flag with HTTP 400: a missing or unusable one is `WHITE`.
public struct SubmissionFlag: Hashable, Sendable, CustomStringConvertible {
  /// The name as LeetCode spells it.
  public let rawValue: String

  /// The flag of a submission never flagged.
  public static let white = SubmissionFlag(checked: "WHITE")

  /// The longest name admitted.
  static let longest = 24

  /// A flag of a name known to be safe.
  private init(checked: String) { rawValue = checked }

  /// The flag `text` names, when it is 1 to 24 capital ASCII letters or underscores.
  public init?(validating text: String) {
    guard !text.isEmpty, text.utf8.count <= Self.longest,
      text.utf8.allSatisfy({ ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 == UInt8(ascii: "_") }
      )
    else { return nil }
    rawValue = text
  }

  /// The flag LeetCode sent in `value`, or `WHITE` when it sent none or none usable.
  public init(read value: JSONValue) {
    self = value.exactString.flatMap { SubmissionFlag(validating: $0) } ?? .white
  }

  /// The name as LeetCode spells it.
  public var description: String { rawValue }
}
