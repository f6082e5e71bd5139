import LeetCookiesClient

/// One folder where a Chromium-family browser keeps its profiles.
struct ChromiumHome: Hashable, Sendable {
  var browser: Browser
  var install: Install
  /// The folder (`~/.config/chromium`, `~/snap/chromium/common/chromium`, ...).
  var path: String

  /// Every home of every Chromium-family browser the request asks for: native under the config
  /// folder, Snap (Chromium only) and Flatpak under `~/.var/app`.
  static func all(for request: CookieRequest) -> [ChromiumHome] {
    let home = request.home
    var homes: [ChromiumHome] = []
    for (browser, folders, flatpak) in table where request.includes(browser) {
      for folder in folders {
        homes.append(
          ChromiumHome(browser: browser, install: .native, path: "\(request.configFolder)/\(folder)"))
      }
      if browser == .chromium {
        homes.append(
          ChromiumHome(browser: browser, install: .snap, path: "\(home)/snap/chromium/common/chromium"))
      }
      if let (app, folder) = flatpak {
        homes.append(
          ChromiumHome(browser: browser, install: .flatpak, path: "\(home)/.var/app/\(app)/config/\(folder)"))
      }
    }
    return homes
  }

  /// Each browser's folders under the config folder, and its Flatpak app id and folder.
  private static let table: [(Browser, [String], (String, String)?)] = [
    (.chrome, ["google-chrome", "google-chrome-beta"], ("com.google.Chrome", "google-chrome")),
    (.chromium, ["chromium"], ("org.chromium.Chromium", "chromium")),
    (.brave, ["BraveSoftware/Brave-Browser"], ("com.brave.Browser", "BraveSoftware/Brave-Browser")),
    (.edge, ["microsoft-edge"], ("com.microsoft.Edge", "microsoft-edge")),
    (.vivaldi, ["vivaldi"], ("com.vivaldi.Vivaldi", "vivaldi")),
    (.opera, ["opera"], ("com.opera.Opera", "opera")),
  ]
}
