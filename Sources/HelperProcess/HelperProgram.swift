/// leetview's helper programs, each named once: the name it is found by beside leetview (a link
/// to leetview in the package, which then runs as that helper) and the variable that points at
/// another copy (for tests).
public enum HelperProgram: String, CaseIterable, Sendable {
  /// The network helper (libcurl).
  case fetch = "leetview-fetch"
  /// The picture helper (the image decoders and chafa).
  case picture = "leetview-picture"
  /// The browser-cookie helper (SQLite, libcrypto, libsecret).
  case cookies = "leetview-cookies"

  /// The program's file name.
  public var name: String { rawValue }

  /// The environment variable that names another copy of it.
  public var variable: String {
    switch self {
    case .fetch: "LEETVIEW_FETCH_HELPER"
    case .picture: "LEETVIEW_PICTURE_HELPER"
    case .cookies: "LEETVIEW_COOKIES_HELPER"
    }
  }

  /// The helper a program invoked as `argument0` (a path or a name) is to run as, if any: how
  /// the one leetview program runs as each helper through a link of that name.
  public init?(invokedAs argument0: String) {
    let name = argument0.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    self.init(rawValue: name)
  }
}
