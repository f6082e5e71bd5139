import LeetCookiesClient
import TermCore

/// What reading one profile may take: the bytes copied and the time, both checked as it goes.
struct ReadingBudget: Sendable {
  /// The most bytes copied, the database and its companions together.
  var bytes: Int64
  /// When the reading must be done.
  var end: ContinuousClock.Instant
  /// The whole seconds it was given, for the reason; 0 when none were left.
  var seconds: Int

  /// A budget of `seconds` from now and `bytes`.
  init(seconds: Double, bytes: Int64 = CookieLimits.copyBytes) {
    let given = max(0, seconds)
    self.bytes = bytes
    self.end = .now + .milliseconds(Int64(given * 1000))
    self.seconds = Int(clampingFinite: given.rounded(.up)) ?? 0
  }

  /// Whether its time is up.
  var hasPassed: Bool { ContinuousClock.now >= end }
}
