import FoundationEssentials

/// What `leetview-cookies` answers: the sessions found and a line for every place looked at.
public struct CookieAnswer: Hashable, Sendable {
  /// The sessions found, unchecked, in the order the places were looked at.
  public var candidates: [CookieCandidate]
  /// Every place looked at and what became of it (including the ones that gave a candidate).
  public var report: [CookieReportLine]

  public init(candidates: [CookieCandidate], report: [CookieReportLine]) {
    self.candidates = candidates
    self.report = report
  }

  /// The candidates, the newest session first: by when the browser stored it, then by the
  /// latest expiry (a cookie without one, kept for the browser's session, counts as latest).
  public var newestFirst: [CookieCandidate] {
    candidates.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      let (created, other) = (a.sessionCreated ?? .distantPast, b.sessionCreated ?? .distantPast)
      if created != other { return created > other }
      let (expiry, otherExpiry) = (a.sessionExpiry ?? .distantFuture, b.sessionExpiry ?? .distantFuture)
      if expiry != otherExpiry { return expiry > otherExpiry }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// The report's lines that are failures, for "where it looked and why": places where nothing
  /// is installed are left out.
  public var failures: [CookieReportLine] {
    report.filter { $0.outcome != .found && $0.outcome != .notFound }
  }
}
