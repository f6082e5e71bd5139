import FoundationEssentials
import LeetCookiesClient

/// Firefox's profiles: those `profiles.ini` names and any folder holding `cookies.sqlite`
/// (the root, `*/`, `Profiles/*/`) under the native homes (the classic one and, from Firefox 147,
/// the XDG one), Snap and Flatpak.
enum FirefoxProfiles {
  /// The homes, under `home` and the XDG config folder `configFolder`.
  static func roots(home: String, configFolder: String) -> [(Install, String)] {
    [
      (.native, "\(home)/.mozilla/firefox"),
      (.native, "\(configFolder)/mozilla/firefox"),
      (.snap, "\(home)/snap/firefox/common/.mozilla/firefox"),
      (.flatpak, "\(home)/.var/app/org.mozilla.firefox/.mozilla/firefox"),
    ]
  }

  /// Every profile of every home, with a line for each place that gives none.
  static func discover(home: String, configFolder: String) -> Discovery {
    var found = Discovery()
    for (install, root) in roots(home: home, configFolder: configFolder) {
      found.append(discover(root: root, install: install))
    }
    return found
  }

  /// The profiles of one home.
  static func discover(root: String, install: Install) -> Discovery {
    var found = Discovery()
    func line(_ outcome: CookieOutcome, _ profile: String?, _ place: String) {
      found.report.append(
        CookieReportLine(
          browser: .firefox, install: install, profile: profile, place: place, outcome: outcome))
    }
    switch PathProbe(root) {
    case .missing, .file:
      line(.notFound, nil, root)
      return found
    case .noPermission:
      line(.noPermission, nil, root)
      return found
    case .directory: break
    }
    var seen: Set<String> = []
    func add(folder: String, name: String) {
      guard seen.insert(key(folder)).inserted else { return }
      let database = "\(folder)/cookies.sqlite"
      switch PathProbe(database) {
      case .file:
        found.profiles.append(
          ProfileLocation(browser: .firefox, install: install, profile: name, database: database))
      case .noPermission: line(.noPermission, name, database)
      case .missing, .directory: line(.notFound, name, folder)
      }
    }
    if let text = try? String(contentsOfFile: "\(root)/profiles.ini", encoding: .utf8) {
      for entry in FirefoxProfilesFile(text: text).entries {
        let folder = entry.isRelative ? "\(root)/\(entry.path)" : entry.path
        let name = entry.name ?? URL(fileURLWithPath: entry.path).lastPathComponent
        switch PathProbe(folder) {
        case .directory: add(folder: folder, name: name)
        case .noPermission:
          seen.insert(key(folder))
          line(.noPermission, name, folder)
        case .missing, .file: line(.profileMissing, name, folder)
        }
      }
    } else if PathProbe("\(root)/profiles.ini") == .noPermission {
      line(.noPermission, nil, "\(root)/profiles.ini")
    }
    for folder in [root] + subfolders(root) + subfolders("\(root)/Profiles")
    where PathProbe("\(folder)/cookies.sqlite") != .missing {
      add(folder: folder, name: folder == root ? "(root)" : URL(fileURLWithPath: folder).lastPathComponent)
    }
    if found.profiles.isEmpty && found.report.isEmpty { line(.notFound, nil, root) }
    return found
  }

  /// The one spelling of a folder, for not reading a profile twice.
  private static func key(_ folder: String) -> String {
    URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The folders directly inside `path`.
  private static func subfolders(_ path: String) -> [String] {
    (PathProbe.entries(path) ?? []).map { "\(path)/\($0)" }.filter {
      let state = PathProbe($0)
      return state == .directory || state == .noPermission
    }
  }
}
