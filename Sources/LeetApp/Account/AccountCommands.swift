import FoundationEssentials
import LeetCookiesClient
import LeetFetch
import LeetUI
import TermCore

/// `whoami` and `logout`: who the site's credentials sign in as, and forgetting them.
extension AppContext {
  /// Says who is signed in on the site, checked with LeetCode unless `--offline`.
  /// - Returns: 0 when someone is signed in (or, offline, credentials are stored), else 1.
  /// - Throws: `LoadError` when LeetCode cannot be asked.
  func runWhoami() throws -> Int32 {
    let host = site.host
    guard let credentials = session.credentials, credentials.session != nil else {
      StandardOutput.write("\(host): not signed in; run `\(SubmissionsDocument.loginCommand(host: host))`\n")
      return 1
    }
    let origin = Self.origin(of: session)
    if options.offline {
      let user = session.storedCredentials?.username.map { " for \($0)" } ?? ""
      StandardOutput.write(
        TextSanitizer.clean("\(host): credentials\(user) stored\(origin), not checked (--offline)") + "\n")
      return 0
    }
    let status: UserStatus
    do {
      status = try service.api().userStatus()
    } catch let error as FetchError {
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
    guard status.isSignedIn else {
      if let again = signInAgainFromBrowser() {
        ErrorLine.print(Self.signedInAgain(again))
        StandardOutput.write(
          TextSanitizer.clean("\(host): signed in as \(again.username ?? "")\(Self.origin(of: session))")
            + "\n")
        return 0
      }
      StandardOutput.write(
        "\(host): the stored session is signed out\(origin); run "
          + "`\(SubmissionsDocument.loginCommand(host: host))`\n")
      return 1
    }
    let name = status.username ?? "an unnamed user"
    let premium = status.isPremium ? "Premium" : "not Premium"
    StandardOutput.write(TextSanitizer.clean("\(host): signed in as \(name) (\(premium))\(origin)") + "\n")
    if credentials.csrfToken == nil { ErrorLine.print(missingTokenWarning) }
    return 0
  }

  /// What `whoami` adds when the session has no csrftoken, which `test` and `submit` refuse.
  var missingTokenWarning: String {
    let missing =
      Credentials.fromEnvironment(environment) != nil
      ? "LEETCODE_CSRFTOKEN is not set beside LEETCODE_SESSION" : "the stored session has no csrftoken"
    return "warning: \(missing): reading works, but test and submit need it"
  }

  /// Reads the browser a signed-out stored session came from once more.
  ///
  /// A session there that LeetCode says is signed in is stored and returned; nil when there is
  /// none (never more than one try). The caller says so in its own way (`signedInAgain`).
  func signInAgainFromBrowser() -> CheckedCandidate? {
    guard let stored = session.storedCredentials, let name = stored.browser,
      let browser = Browser(rawValue: name), let answer = try? browserSessions(only: browser)
    else { return nil }
    let others = answer.newestFirst.filter { CheckedCandidate.credentials($0.cookies) != stored.credentials }
    let sameProfileFirst =
      others.filter { $0.profile == stored.profile } + others.filter { $0.profile != stored.profile }
    guard let found = check(sameProfileFirst).first(where: { $0.username != nil }),
      (try? session.store(found.stored)) != nil
    else { return nil }
    return found
  }

  /// The one line saying that a newer session from the browser took over.
  static func signedInAgain(_ found: CheckedCandidate) -> String {
    "the stored session was signed out; using the newer one from \(found.candidate.origin)"
  }

  /// Removes the site's stored credentials; credentials in the environment stay where they are.
  func runLogout() throws -> Int32 {
    let had = session.storedCredentials != nil
    try session.forgetCredentials()
    let host = site.host
    StandardOutput.write(
      had
        ? "\(host): signed out; the stored credentials are removed\n"
        : "\(host): no credentials were stored\n")
    if Credentials.fromEnvironment(environment) != nil {
      ErrorLine.print("LEETCODE_SESSION is still set in the environment, and is used while it is")
    }
    return 0
  }

  /// `, from Firefox, profile default, until 2027-03-01`, or nothing when neither is known.
  static func origin(of session: Session) -> String {
    if Credentials.fromEnvironment(session.environment) != nil { return ", from the environment" }
    guard let stored = session.storedCredentials else { return "" }
    var out = ""
    if let origin = stored.origin { out += ", from \(origin)" }
    if let expires = stored.expires { out += ", until \(Self.day(expires))" }
    return out
  }

  /// `2027-03-01`, in UTC.
  static func day(_ date: Date) -> String {
    UTCTime.string(date, pattern: "yyyy-MM-dd")
  }
}
