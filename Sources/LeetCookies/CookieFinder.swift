import FoundationEssentials
import LeetCookiesClient

/// Finds the LeetCode sessions in a home's browsers: every Firefox and Chromium-family profile,
/// native, Snap and Flatpak, each read from a private copy; what `leetview-cookies` answers.
///
/// Never throws and never hangs: each place that gives no session is a line of the report, and a
/// keyring that does not answer in time counts as absent.
public enum CookieFinder {
  /// The candidates and report for `request`; `now` judges expiry.
  ///
  /// Each profile has `CookieLimits.profileSeconds` of the request's `secondsToLook`.
  public static func find(_ request: CookieRequest, now: Date = Date()) -> CookieAnswer {
    var discovery = Discovery()
    if request.includes(.firefox) {
      discovery.append(FirefoxProfiles.discover(home: request.home, configFolder: request.configFolder))
    }
    for home in ChromiumHome.all(for: request) { discovery.append(ChromiumProfiles.discover(home)) }
    let keys = ChromiumKeys(timeout: request.keyringTimeout)
    let reader = ProfileReader(site: request.site, keys: keys, now: now)
    var candidates: [CookieCandidate] = []
    var report = discovery.report
    // Each profile may take its own seconds, within what is left of the request's; a profile
    // reached after that is skipped with a reason, so that the helper answers in time.
    let end = ContinuousClock.now + .milliseconds(Int64(request.secondsToLook * 1000))
    for location in discovery.profiles {
      let left = Double((end - .now) / .milliseconds(1)) / 1000
      let budget = ReadingBudget(seconds: min(CookieLimits.profileSeconds, max(0, left)))
      let (candidate, lines) = reader.read(location, budget: budget)
      if let candidate { candidates.append(candidate) }
      report += lines
    }
    return CookieAnswer(candidates: candidates, report: report + keys.report)
  }

  /// Removes the private folders that helpers killed outright left in the temporary folder
  /// (their process gone, or older than `CookieLimits.staleCopySeconds`); call once, at the start.
  public static func removeStaleCopies() {
    StaleCopies.sweep()
  }

  /// Removes the private copies still there when the process is interrupted (SIGINT, SIGTERM,
  /// SIGHUP); call once, early, in a program that reads cookies.
  public static func removeCopiesOnSignals() {
    PrivateCopy.removeOnSignals()
  }
}
