import FoundationEssentials
import LeetCookiesClient
import LeetFetch

/// A browser's session as LeetCode answered for it: signed in as someone, signed out, or not
/// checked (the network failed).
struct CheckedCandidate {
  /// What LeetCode said.
  enum Verdict {
    case signedIn(UserStatus)
    case signedOut
    case notChecked(String)
  }

  var candidate: CookieCandidate
  var verdict: Verdict

  /// The cookies as credentials for the site.
  var credentials: Credentials { Self.credentials(candidate.cookies) }

  /// `cookies` as credentials.
  static func credentials(_ cookies: BrowserCookies) -> Credentials {
    Credentials(session: cookies.session, csrfToken: cookies.csrfToken, cfClearance: cookies.cfClearance)
  }

  /// The candidate as the config file keeps it.
  var stored: StoredCredentials {
    StoredCredentials(
      credentials: credentials, origin: candidate.origin, expires: candidate.sessionExpiry,
      browser: candidate.browser.rawValue, profile: candidate.profile, username: username,
      userSlug: userSlug)
  }

  /// The profile slug LeetCode gave beside the name (leetcode.cn), when signed in.
  var userSlug: String? {
    if case .signedIn(let status) = verdict { return status.userSlug }
    return nil
  }

  /// The user LeetCode named, when signed in.
  var username: String? {
    if case .signedIn(let status) = verdict { return status.username ?? "an unnamed user" }
    return nil
  }
}

extension AppContext {
  /// Asks LeetCode, for each candidate in turn, who its cookies sign in as.
  func check(_ candidates: [CookieCandidate]) -> [CheckedCandidate] {
    candidates.map { candidate in
      let credentials = CheckedCandidate.credentials(candidate.cookies)
      do {
        let status = try service.api(credentials: credentials).userStatus()
        return CheckedCandidate(
          candidate: candidate, verdict: status.isSignedIn ? .signedIn(status) : .signedOut)
      } catch let error as FetchError {
        return CheckedCandidate(candidate: candidate, verdict: .notChecked(error.message))
      } catch let error as LoadError {
        return CheckedCandidate(candidate: candidate, verdict: .notChecked(error.message))
      } catch {
        return CheckedCandidate(candidate: candidate, verdict: .notChecked("\(error)"))
      }
    }
  }

  /// Reads the browsers (`only` one, when given) for the site's sessions.
  /// - Throws: `AppError` when the helper cannot read them at all.
  func browserSessions(only browser: Browser?) throws -> CookieAnswer {
    guard
      let request = BrowserCookieClient.request(
        site: site, browsers: browser.map { [$0] } ?? [], environment: environment)
    else { throw AppError(message: "cannot look for browsers without a HOME") }
    switch BrowserCookieClient(environment: environment).find(request) {
    case .success(let answer): return answer
    case .failure(let failure):
      throw AppError(message: "cannot read the browsers' cookies: \(failure.message)")
    }
  }
}
