import Foundation
import Testing

@testable import LeetFetch

/// The percent-encoding of statement picture addresses writes what Foundation's
/// `addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(["%", "#"]))` wrote
/// before LeetFetch left Foundation.
@Suite struct PictureAddressEncodingTests {
  /// Addresses as statements write them: spaces, non-ASCII names, quotes, brackets, controls,
  /// an address already encoded, a query and a fragment.
  static let addresses = [
    "https://assets.leetcode.com/uploads/2020/10/tree 1.png", "/uploads/图 1.png",
    "https://x.test/a%20b.png?v=1&w=2#top", "https://x.test/a\"b<c>d.png",
    "https://x.test/[1]{2}|3\\4^5`6.png",
    "https://x.test/tab\there\nnewline\u{7F}.png", "https://x.test/e\u{301}é😀.png", "relative/a b.gif",
    "https://x.test/~user/!$&'()*+,;=:@/?.png", "",
  ]

  @Test(arguments: addresses)
  func encodesAsFoundationDid(_ address: String) {
    let allowed = CharacterSet.urlFragmentAllowed.union(["%", "#"])
    #expect(
      PictureAddressEncoding.encoded(address) == address.addingPercentEncoding(withAllowedCharacters: allowed)
    )
  }

  @Test func everyASCIIByteIsKeptOrEncodedAsFoundationDid() {
    let allowed = CharacterSet.urlFragmentAllowed.union(["%", "#"])
    for value in UInt8(0)...UInt8(127) {
      let text = String(UnicodeScalar(value))
      #expect(
        PictureAddressEncoding.encoded(text) == text.addingPercentEncoding(withAllowedCharacters: allowed))
    }
  }

  @Test func aSpaceAndANonASCIINameBecomeEscapes() {
    #expect(PictureAddressEncoding.encoded("a b/图.png") == "a%20b/%E5%9B%BE.png")
    #expect(
      PictureLinks.resolve("https://x.test/a b.png", base: nil)?.absoluteString == "https://x.test/a%20b.png")
  }
}
