import Foundation
import LeetCookiesClient

/// Reads one profile's session: a private copy of its database, the site's rows, the live ones
/// chosen and decrypted; a report line says what became of it.
struct ProfileReader {
  /// The site whose cookies are read.
  var site: CookieSite
  /// The passwords for encrypted values, shared by every profile of a run.
  var keys: ChromiumKeys
  /// The moment expiry is judged against.
  var now: Date
  /// Where the private copies are made.
  var temporary: String = NSTemporaryDirectory()

  /// The profile's candidate, if any, and its report line.
  func read(_ location: ProfileLocation) -> (CookieCandidate?, CookieReportLine) {
    var result = attempt(location)
    // A copy caught while the browser was writing may be locked; one more copy usually is not.
    if case .failure(let failed) = result, failed.outcome == .database(.locked) { result = attempt(location) }
    switch result {
    case .failure(let failed): return (nil, location.line(failed.outcome))
    case .success(let candidate): return (candidate, location.line(.found))
    }
  }

  /// The candidate a private copy of the database gives; the copy lives until it is decrypted.
  private func attempt(_ location: ProfileLocation) -> Result<CookieCandidate, Failed> {
    let copy: PrivateCopy
    do {
      copy = try PrivateCopy(of: location.database, temporary: temporary)
    } catch {
      switch error {
      case .noPermission: return .failure(Failed(.noPermission))
      case .missing: return .failure(Failed(.notFound))
      case .other(let reason): return .failure(Failed(.database(.unreadable(reason))))
      }
    }
    defer { copy.remove() }
    if let problem = DatabaseHeader.problem(at: copy.database) { return .failure(Failed(.database(problem))) }
    let rows: [CookieRow]
    var version = 0
    do {
      let reader = try SQLiteReader(path: copy.database)
      if location.browser.isChromium {
        rows = try ChromiumStore.table.rows(reader, site: site)
        version = ChromiumStore.version(reader)
      } else {
        rows = try FirefoxStore.table.rows(reader, site: site)
      }
    } catch let error as SQLiteError {
      return .failure(Failed(.database(error.problem)))
    } catch {
      return .failure(Failed(.database(.unreadable("\(error)"))))
    }
    return choose(rows, location: location, dropsHostHash: version >= 24)
  }

  /// The candidate the rows make: the preferred live row of each name, decrypted.
  private func choose(
    _ rows: [CookieRow], location: ProfileLocation, dropsHostHash: Bool
  ) -> Result<CookieCandidate, Failed> {
    let sessions = rows.filter { $0.name == "LEETCODE_SESSION" }
    guard !sessions.isEmpty else { return .failure(Failed(.noCookie)) }
    func best(_ name: String) -> CookieRow? {
      rows.filter { $0.name == name && $0.isLive(at: now) }.reduce(nil) { best, row in
        best.map { row.isPreferred(to: $0) ? row : $0 } ?? row
      }
    }
    guard let session = best("LEETCODE_SESSION") else {
      return .failure(Failed(.expired(sessions.compactMap(\.expiry).max() ?? now)))
    }
    var keySource: String?
    func text(_ row: CookieRow?) -> Result<String?, Failed> {
      guard let row else { return .success(nil) }
      switch row.stored {
      case .plain(let text): return .success(text.isEmpty ? nil : text)
      case .encrypted(let value):
        switch keys.decrypt(value, browser: location.browser, dropsHostHash: dropsHostHash) {
        case .text(let text, let source):
          keySource = keySource ?? source
          return .success(text.isEmpty ? nil : text)
        case .failed(let tried): return .failure(Failed(.undecryptable(tried: tried)))
        }
      }
    }
    let sessionText: String
    switch text(session) {
    case .failure(let failed): return .failure(failed)
    case .success(nil): return .failure(Failed(.noCookie))
    case .success(let value?): sessionText = value
    }
    // The other two are extras: one that does not decrypt is left out, not a failure.
    let csrf = (try? text(best("csrftoken")).get()) ?? nil
    let clearance = (try? text(best("cf_clearance")).get()) ?? nil
    return .success(
      CookieCandidate(
        browser: location.browser, install: location.install, profile: location.profile, site: site,
        cookies: BrowserCookies(session: sessionText, csrfToken: csrf, cfClearance: clearance),
        sessionExpiry: session.expiry, sessionCreated: session.created, database: location.database,
        keySource: keySource))
  }
}

/// A place's outcome when it gives no candidate, carried as an error through the steps.
private struct Failed: Error {
  var outcome: CookieOutcome

  init(_ outcome: CookieOutcome) {
    self.outcome = outcome
  }
}
