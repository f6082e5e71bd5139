import FoundationEssentials
import LeetCookiesClient
import LeetModel

/// Reads one profile's session: a private copy of its database, the site's rows, the live ones
/// chosen and decrypted; a report line says what became of it.
struct ProfileReader {
  /// The site whose cookies are read.
  var site: Site
  /// The passwords for encrypted values, shared by every profile of a run.
  var keys: ChromiumKeys
  /// The moment expiry is judged against.
  var now: Date
  /// Where the private copies are made.
  var temporary: String = TemporaryFolder.path

  /// The profile's candidate, if any, and its report lines.
  ///
  /// The lines are the profile's, then one for each cookie left out for its size. Copying and
  /// reading it may take `budget`; a budget of no seconds reads nothing.
  func read(
    _ location: ProfileLocation, budget: ReadingBudget = ReadingBudget(seconds: CookieLimits.profileSeconds)
  ) -> (CookieCandidate?, [CookieReportLine]) {
    guard budget.seconds > 0 else { return (nil, [location.line(.database(.tooSlow(seconds: 0)))]) }
    var found = attempt(location, budget: budget)
    // A copy caught while the browser was writing may be locked; one more copy usually is not.
    if case .failure(let failed) = found.result, failed.outcome == .database(.locked) {
      found = attempt(location, budget: budget)
    }
    let outcome: CookieOutcome
    switch found.result {
    case .failure(let failed): outcome = failed.outcome
    case .success: outcome = .found
    }
    let notes = found.leftOut.filter { $0 != outcome }.map { location.line($0) }
    return (try? found.result.get(), [location.line(outcome)] + notes)
  }

  /// The candidate a private copy of the database gives; the copy lives until it is decrypted.
  private func attempt(_ location: ProfileLocation, budget: ReadingBudget) -> Attempt {
    let copy: PrivateCopy
    do {
      copy = try PrivateCopy(of: location.database, temporary: temporary, budget: budget)
    } catch {
      switch error {
      case .noPermission: return Attempt(.noPermission)
      case .missing: return Attempt(.notFound)
      case .tooLarge(let bytes): return Attempt(.database(.tooLarge(bytes: bytes, limit: budget.bytes)))
      case .tooSlow: return Attempt(.database(.tooSlow(seconds: budget.seconds)))
      case .other(let reason): return Attempt(.database(.unreadable(reason)))
      }
    }
    defer { copy.remove() }
    if let problem = DatabaseHeader.problem(at: copy.database) { return Attempt(.database(problem)) }
    let rows: [CookieRow]
    var version = 0
    do {
      let reader = try SQLiteReader(path: copy.database, deadline: budget.end)
      if location.browser.isChromium {
        rows = try ChromiumStore.table.rows(reader, site: site)
        version = ChromiumStore.version(reader)
      } else {
        rows = try FirefoxStore.table.rows(reader, site: site)
      }
    } catch let error as SQLiteError {
      return Attempt(.database(error.isInterrupted ? .tooSlow(seconds: budget.seconds) : error.problem))
    } catch {
      return Attempt(.database(.unreadable("\(error)")))
    }
    return choose(rows, location: location, dropsHostHash: version >= 24)
  }

  /// The candidate the rows make: the preferred live row of each name, decrypted; a row whose
  /// value is over `CookieLimits.valueBytes` is left out (and said to be).
  private func choose(_ all: [CookieRow], location: ProfileLocation, dropsHostHash: Bool) -> Attempt {
    var leftOut: [CookieOutcome] = []
    func tooLarge(_ name: String, _ bytes: Int) -> CookieOutcome {
      .cookieTooLarge(name: name, bytes: bytes, limit: CookieLimits.valueBytes)
    }
    let rows = all.filter { row in
      guard case .tooLarge(let bytes) = row.stored else { return true }
      leftOut.append(tooLarge(row.name, bytes))
      return false
    }
    let sessions = rows.filter { $0.name == "LEETCODE_SESSION" }
    guard !sessions.isEmpty else {
      return Attempt(leftOut.first { $0.isTooLarge("LEETCODE_SESSION") } ?? .noCookie, leftOut: leftOut)
    }
    func best(_ name: String) -> CookieRow? {
      rows.filter { $0.name == name && $0.isLive(at: now) }.reduce(nil) { best, row in
        best.map { row.isPreferred(to: $0) ? row : $0 } ?? row
      }
    }
    guard let session = best("LEETCODE_SESSION") else {
      return Attempt(.expired(sessions.compactMap(\.expiry).max() ?? now), leftOut: leftOut)
    }
    var keySource: String?
    func text(_ row: CookieRow?) -> Result<String?, Failed> {
      guard let row else { return .success(nil) }
      let found: String
      switch row.stored {
      case .plain(let text): found = text
      case .tooLarge(let bytes): return .failure(Failed(tooLarge(row.name, bytes)))
      case .encrypted(let value):
        switch keys.decrypt(value, browser: location.browser, dropsHostHash: dropsHostHash) {
        case .text(let text, let source):
          keySource = keySource ?? source
          found = text
        case .failed(let tried): return .failure(Failed(.undecryptable(tried: tried)))
        }
      }
      if found.utf8.count > CookieLimits.valueBytes {
        return .failure(Failed(tooLarge(row.name, found.utf8.count)))
      }
      return .success(found.isEmpty ? nil : found)
    }
    let sessionText: String
    switch text(session) {
    case .failure(let failed): return Attempt(failed.outcome, leftOut: leftOut)
    case .success(nil): return Attempt(.noCookie, leftOut: leftOut)
    case .success(let value?): sessionText = value
    }
    // The other two are extras: one that does not decrypt is left out, not a failure.
    func extra(_ name: String) -> String? {
      switch text(best(name)) {
      case .success(let value): return value
      case .failure(let failed):
        if failed.outcome.isTooLarge(name) { leftOut.append(failed.outcome) }
        return nil
      }
    }
    let csrf = extra("csrftoken")
    let clearance = extra("cf_clearance")
    let candidate = CookieCandidate(
      browser: location.browser, install: location.install, profile: location.profile, site: site,
      cookies: BrowserCookies(session: sessionText, csrfToken: csrf, cfClearance: clearance),
      sessionExpiry: session.expiry, sessionCreated: session.created, database: location.database,
      keySource: keySource)
    return Attempt(result: .success(candidate), leftOut: leftOut)
  }
}

/// What one attempt at a profile gave: its candidate or why none, and the outcomes of the
/// cookies left out for their size.
private struct Attempt {
  var result: Result<CookieCandidate, Failed>
  var leftOut: [CookieOutcome] = []

  init(result: Result<CookieCandidate, Failed>, leftOut: [CookieOutcome] = []) {
    self.result = result
    self.leftOut = leftOut
  }

  /// An attempt that gave no candidate, for `outcome`.
  init(_ outcome: CookieOutcome, leftOut: [CookieOutcome] = []) {
    self.init(result: .failure(Failed(outcome)), leftOut: leftOut)
  }
}

/// A place's outcome when it gives no candidate, carried as an error through the steps.
private struct Failed: Error {
  var outcome: CookieOutcome

  init(_ outcome: CookieOutcome) {
    self.outcome = outcome
  }
}

extension CookieOutcome {
  /// Whether it is the `name` cookie left out for its size.
  fileprivate func isTooLarge(_ name: String) -> Bool {
    if case .cookieTooLarge(name, _, _) = self { return true }
    return false
  }
}
