/// A picture's address made fit for `URL(string:)`: every byte outside the characters a URL
/// fragment may hold, `%` and `#` percent-encoded, as Foundation's
/// `addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(["%", "#"]))` does.
///
/// So a statement's `a b.png` or `图.png` becomes an address, while one already encoded
/// (`a%20b.png`) and one with a query or fragment stay as they are.
enum PictureAddressEncoding {
  /// The ASCII bytes kept as they are: letters, digits, `-._~`, the sub-delimiters `!$&'()*+,;=`,
  /// `:@/?`, and `%` and `#`.
  static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: keptPunctuation.contains(byte)
    }
  }

  /// The punctuation `isKept` admits.
  private static let keptPunctuation = Set("-._~!$&'()*+,;=:@/?%#".utf8)

  /// The hexadecimal digits of an escape, upper case as Foundation writes them.
  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// `text` with each UTF-8 byte that `isKept` refuses written as `%XX`.
  static func encoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isKept(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
