/// The shapes of the judge's ids, checked before an id goes into a URL: a submission id is digits
/// (`1001727658`); a run id is letters, digits, `_` and `.` starting with a letter or digit
/// (`runcode_1719543932.228726_3EYv42qb0k`), so no `/`, `..`, `?`, `#`, `%` or line break.
public enum JudgeID {
  /// The longest id accepted.
  public static let maximumLength = 100

  /// Whether `id` has the shape of a submission id: 1 to 20 ASCII digits.
  public static func isSubmission(_ id: String) -> Bool {
    (1...20).contains(id.utf8.count) && id.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Whether `id` can be polled: a submission id, or a run id's shape (up to `maximumLength`).
  public static func isPollable(_ id: String) -> Bool {
    guard (1...maximumLength).contains(id.utf8.count), let first = id.utf8.first,
      isLetterOrDigit(first)
    else { return false }
    return id.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5a).contains(byte) || (0x61...0x7a).contains(byte)
  }
}
