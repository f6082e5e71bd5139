/// A browser whose cookies leetview can read, by the name `login --browser` takes.
public enum Browser: String, CaseIterable, Hashable, Sendable {
  case firefox, chrome, chromium, brave, edge, vivaldi, opera

  /// The name shown to the user.
  public var displayName: String {
    switch self {
    case .firefox: "Firefox"
    case .chrome: "Chrome"
    case .chromium: "Chromium"
    case .brave: "Brave"
    case .edge: "Edge"
    case .vivaldi: "Vivaldi"
    case .opera: "Opera"
    }
  }

  /// Whether it keeps its cookies as Chromium does (an encrypted `cookies` table).
  public var isChromium: Bool { self != .firefox }

  /// The Secret Service `application` attributes its key may be kept under, in the order tried:
  /// its own, then Chromium's, then Chrome's (some browsers store theirs under those).
  public var keyringApplications: [String] {
    let own =
      switch self {
      case .firefox: ""
      case .chrome: "chrome"
      case .chromium: "chromium"
      case .brave: "brave"
      case .edge: "microsoft-edge"
      case .vivaldi: "vivaldi"
      case .opera: "opera"
      }
    return unique([own, "chromium", "chrome"].filter { !$0.isEmpty })
  }

  /// The names in its key's label (`<Name> Safe Storage`) and KWallet folder (`<Name> Keys`), in
  /// the order tried.
  public var keyringNames: [String] {
    let own =
      switch self {
      case .firefox: ""
      case .edge: "Microsoft Edge"
      default: displayName
      }
    return unique([own, "Chromium", "Chrome"].filter { !$0.isEmpty })
  }

  /// `names` without repeats, in order.
  private func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
