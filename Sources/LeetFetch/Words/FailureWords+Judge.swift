import FoundationEssentials
import TermCore

/// The words of a run or submission that failed.
extension FailureWords {
  /// `error`'s one line, without the `leetview: ` prefix.
  public func phrase(_ error: JudgeError) -> String {
    switch error {
    case .notSignedIn:
      return "testing and submitting need a LeetCode session: run `leetview login`, or set "
        + "LEETCODE_SESSION and LEETCODE_CSRFTOKEN to the cookies of a signed-in browser; "
        + "nothing was sent"
    case .signedOut(let host, let status):
      let answered = status == 200 ? "did not accept the session" : "answered HTTP \(status)"
      return "\(host) \(answered): the session is signed out or has expired; sign in again with "
        + "`leetview login` (or fresh LEETCODE_SESSION and LEETCODE_CSRFTOKEN)"
    case .blocked(let host, let status):
      let how = status == 200 ? "with a web page" : "HTTP \(status) with a challenge page"
      return "blocked by LeetCode's bot protection (Cloudflare): \(host) answered \(how) instead "
        + "of a judge result; open the site in a browser, then try again in a few minutes"
    case .rateLimited(let host, let status, let waited):
      let wait = waited.map { " after waiting \(shownSeconds($0)) s as it asked" } ?? ""
      return "\(host) is limiting how often code runs (HTTP \(status))\(wait); wait a little "
        + "(free accounts: about 10 s between runs) and try again"
    case .judgeTimeout(let id, let seconds):
      return "the judge had not finished \(id) after \(shownSeconds(seconds)) s; it may still "
        + "finish: look at the Submissions page later, or raise judgeTimeoutSeconds in the config"
    case .rejected(let host, let message):
      return "\(host) refused the code: \(message)"
    case .unexpectedID(let host, let kind):
      let what = kind == .run ? "a run id" : "a submission id"
      let shape = kind == .run ? "letters, digits, _ and ." : "digits"
      return "\(host) answered with \(what) that is not \(shape); leetview did not poll it "
        + "(if LEETVIEW_ENDPOINT is set, check it; otherwise LeetCode's API may have changed)"
    case .unknownState:
      return reason(error)
    case .fetch(let error):
      // `--offline` cannot help: the judge always needs the network.
      return phrase(error, offlineHelps: false)
    case .verdictNotFetched(let id, let reason):
      return "submitted (id \(id)); the verdict could not be fetched: \(reason); it will show in "
        + "Submissions"
    }
  }

  /// What went wrong, as a phrase without advice, for a failure after the code was submitted.
  func reason(_ error: JudgeError) -> String {
    switch error {
    case .notSignedIn: "there is no LeetCode session"
    case .signedOut(let host, let status): "\(host) answered HTTP \(status) (the session may have expired)"
    case .blocked(let host, _): "\(host) answered with Cloudflare's challenge page"
    case .rateLimited(let host, let status, _): "\(host) is limiting requests (HTTP \(status))"
    case .judgeTimeout(_, let seconds): "the judge had not finished after \(shownSeconds(seconds)) s"
    case .rejected(let host, let message): "\(host) refused: \(message)"
    case .unexpectedID(let host, _): "\(host) answered with an id of the wrong shape"
    case .unknownState(let state):
      "LeetCode's judge answered the state '\(state)', which leetview does not know"
    case .fetch(let error): summary(error)
    case .verdictNotFetched(_, let reason): reason
    }
  }

  /// `value` seconds as shown: whole, else to a tenth.
  private func shownSeconds(_ value: TimeInterval) -> String {
    value == value.rounded() ? String(Int(clampingFinite: value) ?? 0) : value.fixed(1)
  }
}
