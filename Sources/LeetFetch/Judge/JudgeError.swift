import FoundationEssentials
import LeetModel
import TermCore

/// Why running or submitting a solution failed; each reads as one line after `leetview: `, and
/// none carries credentials.
public enum JudgeError: Error, Equatable, Sendable {
  /// No session: nothing was sent.
  case notSignedIn
  /// HTTP 401/403 with no challenge page, or an answer without a run or submission id: the session
  /// is signed out or expired.
  case signedOut(host: String, status: Int)
  /// An HTML page (Cloudflare's "Just a moment...") instead of JSON.
  case blocked(host: String, status: Int)
  /// HTTP 429 (or 409 on leetcode.cn), still after waiting once as asked (or when no wait was
  /// asked for).
  case rateLimited(host: String, status: Int, waited: TimeInterval?)
  /// The judge did not finish within the time allowed.
  case judgeTimeout(id: String, seconds: TimeInterval)
  /// LeetCode refused the request with its own message (HTTP 400 with `{"error": ...}`).
  case rejected(host: String, message: String)
  /// The judge answered with a run or submission id not of the documented shape (`JudgeID`):
  /// nothing more was sent.
  case unexpectedID(host: String, kind: JudgeResult.Kind)
  /// The judge answered a `state` leetview does not know (sanitised and bounded): polling stopped
  /// at once rather than waiting until the time-out.
  case unknownState(String)
  /// A network or protocol failure.
  case fetch(FetchError)
  /// The submission reached the judge (its id), but its verdict could not be fetched; why, in a
  /// phrase without advice (submitting again would judge it twice).
  case verdictNotFetched(id: String, reason: String)

  /// The one-line message, without the `leetview: ` prefix.
  public var message: String {
    switch self {
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
      let wait = waited.map { " after waiting \(Self.seconds($0)) s as it asked" } ?? ""
      return "\(host) is limiting how often code runs (HTTP \(status))\(wait); wait a little "
        + "(free accounts: about 10 s between runs) and try again"
    case .judgeTimeout(let id, let seconds):
      return "the judge had not finished \(id) after \(Self.seconds(seconds)) s; it may still "
        + "finish: look at the Submissions page later, or raise judgeTimeoutSeconds in the config"
    case .rejected(let host, let message):
      return "\(host) refused the code: \(message)"
    case .unexpectedID(let host, let kind):
      let what = kind == .run ? "a run id" : "a submission id"
      let shape = kind == .run ? "letters, digits, _ and ." : "digits"
      return "\(host) answered with \(what) that is not \(shape); leetview did not poll it "
        + "(if LEETVIEW_ENDPOINT is set, check it; otherwise LeetCode's API may have changed)"
    case .unknownState:
      return reason
    case .fetch(let error):
      // `--offline` cannot help: the judge always needs the network.
      return error.message(commandLine: false)
    case .verdictNotFetched(let id, let reason):
      return "submitted (id \(id)); the verdict could not be fetched: \(reason); it will show in "
        + "Submissions"
    }
  }

  /// What went wrong, as a phrase without advice, for a failure after the code was submitted.
  var reason: String {
    switch self {
    case .notSignedIn: "there is no LeetCode session"
    case .signedOut(let host, let status): "\(host) answered HTTP \(status) (the session may have expired)"
    case .blocked(let host, _): "\(host) answered with Cloudflare's challenge page"
    case .rateLimited(let host, let status, _): "\(host) is limiting requests (HTTP \(status))"
    case .judgeTimeout(_, let seconds): "the judge had not finished after \(Self.seconds(seconds)) s"
    case .rejected(let host, let message): "\(host) refused: \(message)"
    case .unexpectedID(let host, _): "\(host) answered with an id of the wrong shape"
    case .unknownState(let state):
      "LeetCode's judge answered the state '\(state)', which leetview does not know"
    case .fetch(let error): error.summary
    case .verdictNotFetched(_, let reason): reason
    }
  }

  /// This failure as it reads once submission `id` reached the judge: the verdict was not
  /// fetched (a timeout, which names the id already, stays as it is).
  func afterSubmitting(_ id: String) -> JudgeError {
    switch self {
    case .judgeTimeout, .verdictNotFetched: self
    default: .verdictNotFetched(id: id, reason: reason)
    }
  }

  private static func seconds(_ value: TimeInterval) -> String {
    value == value.rounded() ? String(Int(clampingFinite: value) ?? 0) : value.fixed(1)
  }
}
