import FoundationEssentials
import TermCore

/// What became of one place looked at: a session found, or why none was.
public enum CookieOutcome: Hashable, Sendable {
  /// A session was found (it is among the candidates).
  case found
  /// Nothing is there: the browser is not installed that way, or the profile has no database.
  case notFound
  /// The store has no session cookie for the site.
  case noCookie
  /// The store's session cookies for the site have all expired (the latest at this date).
  case expired(Date)
  /// The folder or file may not be read by this user.
  case noPermission
  /// `profiles.ini` names a profile folder that does not exist.
  case profileMissing
  /// The database could not be read.
  case database(DatabaseProblem)
  /// No password decrypts the session; `tried` names the passwords' sources, never the passwords.
  case undecryptable(tried: [String])
  /// A keyring (the Secret Service, KWallet) gave no password.
  case keyring(KeyringProblem)
  /// The `name` cookie's value holds `bytes`, over the `limit` a cookie may have: it was measured,
  /// never read, and left out.
  case cookieTooLarge(name: String, bytes: Int, limit: Int)

  /// The outcome in words.
  public var text: String {
    switch self {
    case .found: "a session"
    case .notFound: "nothing there"
    case .noCookie: "no LEETCODE_SESSION cookie"
    case .expired(let date): "the session expired (\(Self.format(date)))"
    case .noPermission: "no permission to read it"
    case .profileMissing: "profiles.ini points to a folder that does not exist"
    case .database(let problem): problem.text
    case .undecryptable(let tried):
      "the session cookie does not decrypt (tried \(tried.joined(separator: ", ")))"
    case .keyring(let problem): problem.text
    case .cookieTooLarge(let name, let bytes, let limit):
      "the \(name) cookie is \(ByteSize.text(Int64(bytes))), over the \(ByteSize.text(Int64(limit))) "
        + "a cookie may have (left out)"
    }
  }

  /// A date as `2026-12-02 06:27 UTC`.
  static func format(_ date: Date) -> String {
    UTCTime.string(date, pattern: "yyyy-MM-dd HH:mm 'UTC'")
  }
}
