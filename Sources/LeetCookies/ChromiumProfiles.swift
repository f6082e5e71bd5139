import LeetCookiesClient

/// The profiles of a Chromium-family home: `Default` and each `Profile N`, their database
/// `Network/Cookies` (current) or `Cookies` (older).
enum ChromiumProfiles {
  /// The profiles of `home`, with a line for a home or profile that gives none.
  static func discover(_ home: ChromiumHome) -> Discovery {
    var found = Discovery()
    func line(_ outcome: CookieOutcome, _ profile: String?, _ place: String) {
      found.report.append(
        CookieReportLine(
          browser: home.browser, install: home.install, profile: profile, place: place, outcome: outcome))
    }
    switch PathProbe(home.path) {
    case .missing, .file:
      line(.notFound, nil, home.path)
      return found
    case .noPermission:
      line(.noPermission, nil, home.path)
      return found
    case .directory: break
    }
    var names = (PathProbe.entries(home.path) ?? []).filter(isProfileName)
    if !names.contains("Default") { names.insert("Default", at: 0) }
    // Opera keeps its one profile in the home itself.
    if home.browser == .opera { names.append("") }
    for name in names {
      let folder = name.isEmpty ? home.path : "\(home.path)/\(name)"
      let profile = name.isEmpty ? "Default" : name
      switch PathProbe(folder) {
      case .missing, .file:
        if !name.isEmpty, name != "Default" { line(.notFound, profile, folder) }
        continue
      case .noPermission:
        line(.noPermission, profile, folder)
        continue
      case .directory: break
      }
      let databases = ["\(folder)/Network/Cookies", "\(folder)/Cookies"]
      let states = databases.map(PathProbe.init)
      if let index = states.firstIndex(of: .file) {
        found.profiles.append(
          ProfileLocation(
            browser: home.browser, install: home.install, profile: profile, database: databases[index]))
      } else if let index = states.firstIndex(of: .noPermission) {
        line(.noPermission, profile, databases[index])
      } else if !name.isEmpty {
        line(.notFound, profile, folder)
      }
    }
    if found.profiles.isEmpty && found.report.isEmpty { line(.notFound, nil, home.path) }
    return found
  }

  /// Whether a folder's name is a profile's: `Default` or `Profile` and a number.
  static func isProfileName(_ name: String) -> Bool {
    if name == "Default" { return true }
    guard name.hasPrefix("Profile ") else { return false }
    let number = name.dropFirst("Profile ".count)
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
  }
}
