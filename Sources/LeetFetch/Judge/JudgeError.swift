import Foundation
import LeetModel

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
  /// A network or protocol failure.
  case fetch(FetchError)

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
    case .fetch(let error):
      return error.message
    }
  }

  private static func seconds(_ value: TimeInterval) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
