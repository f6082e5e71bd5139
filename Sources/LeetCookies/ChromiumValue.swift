import LeetCookiesClient

/// One `encrypted_value` of a Chromium cookies row, and turning it back into the cookie's text.
struct ChromiumValue: Sendable {
  /// The version prefix of an encrypted value.
  enum Scheme: Equatable, Sendable {
    /// `v10`: the fixed password `peanuts`.
    case v10
    /// `v11`: the password the browser keeps in a keyring.
    case v11
    /// Another prefix (Windows' `v20`, say), which this reader cannot decrypt.
    case unknown
  }

  /// The bytes as stored.
  var stored: [UInt8]

  /// The most bytes an `encrypted_value` of a value within `CookieLimits.valueBytes` holds: the
  /// 3-byte prefix, the 32-byte host hash and up to a block of padding.
  static let storedLimit = CookieLimits.valueBytes + 3 + 32 + 16

  /// Its scheme, by its first three bytes.
  var scheme: Scheme {
    switch stored.prefix(3) {
    case Array("v10".utf8)[...]: .v10
    case Array("v11".utf8)[...]: .v11
    default: .unknown
    }
  }

  /// The cookie's text with `key`, or nil when the key does not decrypt it; `dropsHostHash` (the
  /// database's meta version is 24 or more) drops the 32-byte SHA-256 of the host first.
  func text(key: [UInt8], dropsHostHash: Bool) -> String? {
    guard scheme != .unknown, var plain = ChromiumCipher.decrypt(stored.dropFirst(3), key: key) else {
      return nil
    }
    if dropsHostHash {
      guard plain.count >= 32 else { return nil }
      plain.removeFirst(32)
    }
    // A cookie value is printable ASCII; a wrong key that happens to pad well gives noise.
    guard plain.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    return String(decoding: plain, as: UTF8.self)
  }
}
