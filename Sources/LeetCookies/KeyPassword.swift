import LeetCookiesClient

/// A password to try on `v11` values, and where it came from (the source is shown; the password
/// never is).
struct KeyPassword: Sendable, CustomStringConvertible {
  /// Where it came from: `the Secret Service (application=chromium)`, `peanuts`, ...
  var source: String
  /// The password's bytes.
  var bytes: [UInt8]

  /// The fixed password of `v10` values, also the last fallback of `v11` ones.
  static let peanuts = KeyPassword(source: "peanuts", bytes: Array("peanuts".utf8))
  /// The empty password, which Chromium uses when no keyring answered when it started.
  static let empty = KeyPassword(source: "the empty password", bytes: [])

  var description: String { "KeyPassword(\(source))" }
}

/// What a keyring gave for a browser: its passwords (perhaps none), or why it gave nothing.
enum KeyringAnswer: Sendable {
  case passwords([KeyPassword])
  case problem(KeyringProblem)
}
