import FoundationEssentials
import LeetModel
import TermCore

/// A site's credentials as the config file keeps them: the cookies, where they came from, and when
/// the session cookie expires.
public struct StoredCredentials: Hashable, Sendable {
  /// The cookies.
  public var credentials: Credentials
  /// Where they came from, in words: `Firefox, profile default`, `pasted`; nil when not recorded
  /// (a file written by an earlier version).
  public var origin: String?
  /// When the session cookie expires; nil for a session cookie or when not known.
  public var expires: Date?
  /// The browser (`firefox`, `chrome`, …) and profile they were read from, to read again when
  /// LeetCode says the session is signed out; nil when pasted.
  public var browser: String?, profile: String?
  /// The user LeetCode said the session signs in as when it was stored; nil when not checked.
  public var username: String?
  /// The profile slug LeetCode gave beside the name (leetcode.cn's `userSlug`), for the profile
  /// queries offline; nil when it is the name or not known.
  public var userSlug: String?

  /// Credentials kept with their origin and expiry, the browser profile they came from and the
  /// user they sign in as.
  public init(
    credentials: Credentials, origin: String? = nil, expires: Date? = nil, browser: String? = nil,
    profile: String? = nil, username: String? = nil, userSlug: String? = nil
  ) {
    self.credentials = credentials
    self.origin = origin
    self.expires = expires
    self.browser = browser
    self.profile = profile
    self.username = username
    self.userSlug = userSlug
  }

  /// The name the profile queries take: the slug where one is known, else the user name.
  public var profileName: String? { userSlug ?? username }
}

/// Each site's credentials, kept apart in the config file:
/// `"sites": {"leetcode.com": {"LEETCODE_SESSION": "…", "LEETCODE_CSRFTOKEN": "…",
/// "cf_clearance": "…", "origin": "Firefox, profile default", "expires": 1790000000, "username": "ada",
/// "userSlug": "ada-x"}}` (`userSlug` on leetcode.cn, where it can differ from the name).
///
/// A file written by an earlier version holds one pair at the top level; it still counts, for
/// whichever site is used, until `login` or `logout` writes the site's own entry.
extension ConfigFile.Contents {
  /// The credentials kept for `site`: its own entry, else the top-level pair of an older file.
  public func credentials(for site: Site) -> StoredCredentials? {
    if let entry = raw["sites"]?[site.host].object {
      let credentials = Credentials(
        session: entry["LEETCODE_SESSION"]?.string, csrfToken: entry["LEETCODE_CSRFTOKEN"]?.string,
        cfClearance: entry["cf_clearance"]?.string)
      guard !credentials.isEmpty else { return nil }
      return StoredCredentials(
        credentials: credentials, origin: entry["origin"]?.string,
        expires: entry["expires"]?.double.map { Date(timeIntervalSince1970: $0) },
        browser: entry["browser"]?.string, profile: entry["profile"]?.string,
        username: entry["username"]?.string, userSlug: entry["userSlug"]?.string)
    }
    return self.credentials.map { StoredCredentials(credentials: $0) }
  }
}

extension ConfigFile {
  /// Stores `stored` as `site`'s credentials, keeping every other key and site, mode 0600.
  /// - Throws: `LoadError.configuration` when the file cannot be written.
  public func store(_ stored: StoredCredentials, for site: Site) throws {
    // Login may replace a file that cannot be read (such as one others could read).
    try update(replacingUnreadable: true) { object in
      var sites = object["sites"]?.object ?? [:]
      var entry: [String: JSONValue] = [:]
      entry["LEETCODE_SESSION"] = stored.credentials.session.map(JSONValue.string)
      entry["LEETCODE_CSRFTOKEN"] = stored.credentials.csrfToken.map(JSONValue.string)
      entry["cf_clearance"] = stored.credentials.cfClearance.map(JSONValue.string)
      entry["origin"] = stored.origin.map(JSONValue.string)
      entry["expires"] = stored.expires.flatMap { Int(clampingFinite: $0.timeIntervalSince1970) }
        .map { .number(Double($0)) }
      entry["browser"] = stored.browser.map(JSONValue.string)
      entry["profile"] = stored.profile.map(JSONValue.string)
      entry["username"] = stored.username.map(JSONValue.string)
      entry["userSlug"] = stored.userSlug.map(JSONValue.string)
      sites[site.host] = .object(entry)
      object["sites"] = .object(sites)
    }
  }

  /// Removes `site`'s credentials (and an older file's top-level pair, which stood for it).
  /// - Throws: `LoadError.configuration` when the file cannot be read or written.
  public func forgetCredentials(for site: Site) throws {
    try update(replacingUnreadable: false) { object in
      var sites = object["sites"]?.object ?? [:]
      sites[site.host] = nil
      object["sites"] = sites.isEmpty ? nil : .object(sites)
      Self.dropOlderPair(&object)
    }
  }

  /// The top-level pair of an older file, which stood for whichever site was used, goes at logout.
  private static func dropOlderPair(_ object: inout [String: JSONValue]) {
    object["LEETCODE_SESSION"] = nil
    object["LEETCODE_CSRFTOKEN"] = nil
  }
}
