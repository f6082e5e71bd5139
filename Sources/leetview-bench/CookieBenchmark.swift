import CookieFixtures
import Foundation
import LeetCookiesClient

/// Signing in from the browser: finding and decrypting the candidates of 10 profiles through the
/// helper `leetview-cookies`, as `leetview login` does before it checks them with LeetCode.
enum CookieBenchmark {
  /// `leetview-bench cookies` measures only this figure.
  static func runAlone(_ arguments: [String]) -> Bool {
    guard arguments.dropFirst().first == "cookies" else { return false }
    let binaries = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    printTable(run(binaries: binaries))
    return true
  }

  static func run(binaries: URL, runs: Int = 21) -> [Figure] {
    let name = "finding and decrypting the candidates of 10 profiles (leetview-cookies, without the network)"
    let helper = binaries.appendingPathComponent("leetview-cookies")
    guard FileManager.default.isExecutableFile(atPath: helper.path) else {
      return [Figure(name: name, median: "not built", spread: "", target: "< 100 ms", met: false)]
    }
    guard let home = try? FixtureHome(), (try? write(home)) != nil else {
      return [Figure(name: name, median: "no fixtures", spread: "", target: "< 100 ms", met: false)]
    }
    defer { home.remove() }
    let client = BrowserCookieClient(environment: [:], helper: helper)
    let request = CookieRequest(home: home.path, site: .com)
    var times: [Double] = []
    var found = 0
    for _ in 0..<runs {
      let start = now()
      let answer = try? client.find(request).get()
      times.append((now() - start) * 1000)
      found = answer?.candidates.count ?? 0
    }
    let samples = Samples(values: times)
    return [
      Figure(
        name: found == 10 ? name : "\(name) (found \(found) of 10)",
        median: Figure.format(samples.median, unit: "ms"), spread: Figure.format(samples.spread, unit: "ms"),
        target: "< 100 ms", met: found == 10 && samples.median < 100)
    ]
  }

  /// Ten signed-in profiles: four Chrome (v10, meta 24), two Chromium v11 (the empty password,
  /// found after the keyring is asked), one Brave Flatpak, three Firefox (one only in its -wal).
  static func write(_ home: FixtureHome) throws {
    for profile in ["Default", "Profile 1", "Profile 2", "Profile 3"] {
      try home.signedInChromium(".config/google-chrome/\(profile)/Network", session: "eyJchrome-\(profile)")
    }
    for profile in ["Default", "Profile 1"] {
      try home.signedInChromium(
        ".config/chromium/\(profile)", session: "eyJchromium-\(profile)", prefix: "v11", password: "")
    }
    try home.signedInChromium(
      ".var/app/com.brave.Browser/config/BraveSoftware/Brave-Browser/Default", session: "eyJbrave")
    for profile in ["a.default", "b.work", "c.wal"] {
      let folder = try home.folder(".mozilla/firefox/\(profile)")
      let cookies = FixtureCookie.signedIn(session: "eyJfirefox-\(profile)", csrf: "csrf")
      // The last keeps its rows only in the log: its writer stays open while the figure is taken.
      if let open = try CookieStores.firefox(
        at: folder + "/cookies.sqlite", cookies, keepOpen: profile == "c.wal")
      {
        keptOpen.append(open)
      }
    }
  }

  /// The writers kept open (their rows only in -wal) for the life of the benchmark.
  nonisolated(unsafe) static var keptOpen: [FixtureDatabase] = []
}
