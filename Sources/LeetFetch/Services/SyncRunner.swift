import Foundation
import LeetModel

/// Where a sync stands, for the progress bar.
public struct SyncProgress: Sendable, Equatable {
  public enum Phase: Sendable, Equatable {
    case list
    case details
  }

  public var phase: Phase
  /// Items done in this phase (problems listed, or descriptions handled).
  public var done: Int
  /// Items in this phase, when known.
  public var total: Int?
  /// Seconds since the phase began.
  public var elapsed: TimeInterval
  /// Requests of this phase so far, for the rate.
  public var requests: Int

  public init(phase: Phase, done: Int, total: Int?, elapsed: TimeInterval, requests: Int) {
    self.phase = phase
    self.done = done
    self.total = total
    self.elapsed = elapsed
    self.requests = requests
  }

  /// One line of at most `width` columns: a bar, the count, the rate and the time left.
  public func line(width: Int) -> String {
    let label = phase == .list ? "list" : "descriptions"
    let rate = elapsed > 0 ? Double(requests) / elapsed : 0
    var counts = total.map { "\(done)/\($0)" } ?? "\(done)"
    counts += String(format: "  %.1f/s", rate)
    if let total, phase == .details, rate > 0, done < total {
      counts += "  " + Self.duration(Double(total - done) / rate) + " left"
    }
    let text = "\(label) \(counts)"
    let barWidth = max(0, min(30, width - text.count - 4))
    guard barWidth >= 5, let total, total > 0 else { return String(text.prefix(max(0, width - 1))) }
    let filled = min(barWidth, Int(Double(barWidth) * Double(done) / Double(total)))
    let bar =
      String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    return String("\(bar) \(text)".prefix(max(0, width - 1)))
  }

  /// `1h 05m`, `3m 20s`, `12s`.
  public static func duration(_ seconds: TimeInterval) -> String {
    let s = Int(max(0, seconds).rounded())
    if s >= 3_600 { return String(format: "%dh %02dm", s / 3_600, (s % 3_600) / 60) }
    if s >= 60 { return String(format: "%dm %02ds", s / 60, s % 60) }
    return "\(s)s"
  }
}

/// What a sync did.
public struct SyncSummary: Sendable, Equatable {
  public var listed = 0
  public var fetched = 0
  public var alreadyCached = 0
  public var premiumSkipped = 0
  public var failed = 0
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

  public init(
    service: ProblemService, details: Bool, pictures: PictureFetcher? = nil, requestsPerSecond: Double = 2,
    sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
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
    var pending: [ProblemListItem] = []
    for item in list.items {
      if item.isPaidOnly {
        summary.premiumSkipped += 1
      } else if store.contains(.questions, slug: item.titleSlug)
        || !CacheStore.isValidSlug(item.titleSlug)
      {
        summary.alreadyCached += 1
      } else {
        pending.append(item)
      }
    }
    let api = try service.api()
    let phaseStart = now()
    var requests = 0
    for (index, item) in pending.enumerated() {
      progress(
        SyncProgress(
          phase: .details, done: index, total: pending.count,
          elapsed: now().timeIntervalSince(phaseStart), requests: requests))
      pacer.wait()
      requests += 1
      do {
        let fetched = try api.question(slug: item.titleSlug)
        try service.store.write(fetched.body, kind: .questions, slug: item.titleSlug)
        summary.fetched += 1
        fetchPictures(of: fetched.body, into: &summary)
      } catch let error as FetchError {
        switch error {
        case .noSuchProblem, .graphQL, .invalidResponse:
          summary.failed += 1
        default:
          summary.failed += 1
          summary.stoppedBecause = error.message
        }
      } catch {
        summary.failed += 1
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

  /// Fetches the pictures a fetched description names (paced like every request); a picture that
  /// fails is counted, never a reason to stop.
  func fetchPictures(of body: Data, into summary: inout SyncSummary) {
    guard let pictures, let content = (try? ProblemDecoder.decode(body))?.content else { return }
    let base = URL(string: service.site.baseURL)
    for url in PictureLinks.urls(inHTML: content, base: base) where pictures.cached(url) == nil {
      pacer.wait()
      do {
        try pictures.fetch(url)
        summary.pictures += 1
      } catch {
        summary.picturesFailed += 1
      }
    }
  }
}
