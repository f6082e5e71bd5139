import FoundationEssentials
import LeetModel
import TermCore

/// Where a sync stands, for the progress bar.
public struct SyncProgress: Sendable, Equatable {
  public enum Phase: Sendable, Equatable {
    case list
    case details
    /// The export reads the archive of submissions.
    case submissions
    /// The export commits the new accepted ones.
    case commits

    /// What the count counts.
    var unit: String {
      switch self {
      case .list: "problems"
      case .details: "descriptions"
      case .submissions: "submissions read"
      case .commits: "commits"
      }
    }
  }

  public var phase: Phase
  /// Items done in this phase (problems listed, or descriptions handled).
  public var done: Int
  /// Items in this phase, when known.
  public var total: Int?
  /// Seconds since the phase began.
  public var elapsed: TimeInterval
  /// Requests of this phase so far.
  public var requests: Int

  public init(phase: Phase, done: Int, total: Int?, elapsed: TimeInterval, requests: Int) {
    self.phase = phase
    self.done = done
    self.total = total
    self.elapsed = elapsed
    self.requests = requests
  }

  /// One line of at most `width` columns: a bar, the count, the rate and the time left.
  ///
  /// The count and the rate are in one unit, the phase's (problems listed, descriptions handled),
  /// and the bar's width depends on `width` alone, so it stays put from phase to phase.
  public func line(width: Int) -> String {
    let unit = phase.unit
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var parts = [(total.map { "\(done)/\($0)" } ?? "\(done)") + " \(unit)"]
    parts.append(rate.fixed(rate >= 10 ? 0 : 1) + "/s")
    if let total, rate > 0, done < total {
      parts.append(Self.duration(Double(total - done) / rate) + " left")
    }
    let barWidth = Self.barWidth(forLine: width)
    let room = width - 1 - (barWidth > 0 ? barWidth + 1 : 0)
    // What does not fit goes from the end, a part at a time.
    while parts.count > 1, parts.joined(separator: ", ").count > room { parts.removeLast() }
    let text = String(parts.joined(separator: ", ").prefix(max(0, room)))
    guard barWidth > 0 else { return text }
    let fraction = total.map { $0 > 0 ? min(1, Double(done) / Double($0)) : 1 } ?? 0
    let filled = max(0, Int(clampingFinite: Double(barWidth) * fraction) ?? 0)
    let bar =
      String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    return bar + " " + text
  }

  /// The bar's width on a line of `width` columns: a quarter of it, at most 30, none below 5.
  public static func barWidth(forLine width: Int) -> Int {
    let bar = min(30, width / 4)
    return bar >= 5 ? bar : 0
  }

  /// `1h 05m`, `3m 20s`, `12s`.
  public static func duration(_ seconds: TimeInterval) -> String {
    let s = Int(clampingFinite: max(0, seconds).rounded()) ?? 0
    if s >= 3_600 { return "\(s / 3_600)h \((s % 3_600 / 60).zeroPadded(2))m" }
    if s >= 60 { return "\(s / 60)m \((s % 60).zeroPadded(2))s" }
    return "\(s)s"
  }
}

/// What a sync did.
public struct SyncSummary: Sendable, Equatable {
  public var listed = 0
  public var fetched = 0
  public var alreadyCached = 0
  public var premiumSkipped = 0
  /// The descriptions that could not be fetched, and why.
  public var failures: [SyncFailure] = []
  public var failed: Int { failures.count }
  /// Statement pictures fetched into the cache, and those that could not be.
  public var pictures = 0
  public var picturesFailed = 0
  /// The failure that stopped the sync early, if one did.
  public var stoppedBecause: String?
  public var elapsed: TimeInterval = 0

  public init() {}

  /// The one-line summary.
  public var line: String {
    var text = "sync: \(listed) problems in the list"
    if fetched + alreadyCached + premiumSkipped + failed > 0 {
      text += "; descriptions: \(fetched) fetched, \(alreadyCached) already cached"
      text += ", \(premiumSkipped) premium skipped, \(failed) failed"
      if !failures.isEmpty { text += " (\(SyncFailure.counts(failures)))" }
    }
    if pictures + picturesFailed > 0 { text += "; pictures: \(pictures) fetched, \(picturesFailed) failed" }
    text += " (\(SyncProgress.duration(elapsed)))"
    if let stoppedBecause { text += "; stopped early: \(stoppedBecause)" }
    return text
  }
}

/// Fills the cache ahead of time: the whole list, and with `details` every free problem's
/// description not yet cached, one request at a time and at most `requestsPerSecond`.
///
/// Resumable: each description is stored as soon as it arrives, and those already cached are
/// skipped, so running it again after an interruption carries on where it stopped.
public struct SyncRunner: Sendable {
  public var service: ProblemService
  public var details: Bool
  public var pacer: Pacer
  public var now: @Sendable () -> Date
  /// With `details`, fetches the pictures of each description fetched.
  public var pictures: PictureFetcher?

  /// Server errors in a row (after their retries) that stop a sync.
  static let serverErrorsBeforeStopping = 5

  public init(
    service: ProblemService, details: Bool, pictures: PictureFetcher? = nil, requestsPerSecond: Double = 2,
    sleep: @escaping @Sendable (TimeInterval) -> Void = { Pause.sleep($0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.service = service
    self.details = details
    self.pictures = pictures
    self.pacer = Pacer(interval: 1 / max(0.1, requestsPerSecond), sleep: sleep, now: now)
    self.now = now
  }

  /// Runs the sync, reporting progress as it goes.
  /// - Throws: `LoadError` when the list cannot be fetched (nothing is changed then).
  public func run(progress: (SyncProgress) -> Void = { _ in }) throws -> SyncSummary {
    var summary = SyncSummary()
    let started = now()
    var listRequests = 0
    let list = try service.fetchList(
      mustKeep: true,
      beforeRequest: {
        pacer.wait()
        listRequests += 1
      },
      progress: { done, total in
        progress(
          SyncProgress(
            phase: .list, done: done, total: total, elapsed: now().timeIntervalSince(started),
            requests: listRequests))
      })
    summary.listed = list.items.count
    guard details else {
      summary.elapsed = now().timeIntervalSince(started)
      return summary
    }

    let store = service.store
    var pending: [TitleSlug] = []
    for item in list.items {
      if item.isPaidOnly {
        summary.premiumSkipped += 1
      } else if let name = TitleSlug.validated(item.titleSlug), !store.contains(.questions, slug: name) {
        pending.append(name)
      } else {
        summary.alreadyCached += 1
      }
    }
    let api = try service.api()
    let phaseStart = now()
    var requests = 0
    var serverErrorsInARow = 0
    for (index, name) in pending.enumerated() {
      progress(
        SyncProgress(
          phase: .details, done: index, total: pending.count,
          elapsed: now().timeIntervalSince(phaseStart), requests: requests))
      pacer.wait()
      requests += 1
      let slug = name.rawValue
      do {
        let fetched = try api.question(slug: slug)
        serverErrorsInARow = 0
        if fetched.problem.isLocked {
          let reason: SyncFailure.Reason = fetched.problem.isPaidOnly ? .premium : .noDescription
          summary.failures.append(SyncFailure(slug: slug, reason: reason))
          continue
        }
        try service.store.write(fetched.body, kind: .questions, slug: name)
        summary.fetched += 1
        fetchPictures(of: fetched.body, into: &summary)
      } catch let error as FetchError {
        if let reason = SyncFailure.Reason(error) {
          summary.failures.append(SyncFailure(slug: slug, reason: reason))
          if case .httpStatus = reason { serverErrorsInARow += 1 } else { serverErrorsInARow = 0 }
          // A server failing every request is down: stop rather than wait out the whole list.
          if serverErrorsInARow >= Self.serverErrorsBeforeStopping { summary.stoppedBecause = error.message }
        } else {
          // Blocked, rate-limited or offline: this one and the rest are for the next run.
          summary.stoppedBecause = error.message
        }
      } catch {
        summary.failures.append(SyncFailure(slug: slug, reason: .cacheNotWritable))
        summary.stoppedBecause = "cannot write the cache: \(CacheStore.reason(error))"
      }
      if summary.stoppedBecause != nil { break }
    }
    if summary.stoppedBecause == nil {
      progress(
        SyncProgress(
          phase: .details, done: pending.count, total: pending.count,
          elapsed: now().timeIntervalSince(phaseStart), requests: requests))
    }
    summary.elapsed = now().timeIntervalSince(started)
    return summary
  }

  /// Fetches the pictures a fetched description names (paced like every request), within the
  /// statement's allowance; a picture that fails is counted, never a reason to stop.
  func fetchPictures(of body: Data, into summary: inout SyncSummary) {
    guard let pictures, let content = (try? ProblemDecoder.decode(body))?.content else { return }
    let base = URL(string: service.site.baseURL)
    var allowance = PictureAllowance()
    for url in PictureLinks.urls(inHTML: content, base: base) {
      let wasCached = pictures.cached(url) != nil
      do {
        try pictures.fetch(url, allowance: &allowance, beforeSending: { pacer.wait() })
        if !wasCached { summary.pictures += 1 }
      } catch {
        summary.picturesFailed += 1
      }
    }
  }
}
