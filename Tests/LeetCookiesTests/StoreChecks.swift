import Foundation
import LeetCookiesClient

/// Small questions the tests ask of an answer.
extension CookieAnswer {
  /// The candidate of `browser`'s `profile`, if found.
  func candidate(_ browser: Browser, _ profile: String, install: Install = .native) -> CookieCandidate? {
    candidates.first { $0.browser == browser && $0.profile == profile && $0.install == install }
  }

  /// The outcome for the report line whose place contains `place`.
  func outcome(at place: String) -> CookieOutcome? {
    report.first { $0.place.contains(place) }?.outcome
  }
}

/// Whether `needle` occurs in `path`'s bytes.
func file(_ path: String, contains needle: String) -> Bool {
  guard let data = FileManager.default.contents(atPath: path) else { return false }
  return data.range(of: Data(needle.utf8)) != nil
}
