import FoundationEssentials
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
  /// The judge answered a `state` leetview does not know (sanitised and bounded): polling stopped
  /// at once rather than waiting until the time-out.
  case unknownState(String)
  /// A network or protocol failure.
  case fetch(FetchError)
  /// The submission reached the judge (its id), but its verdict could not be fetched; why, in a
  /// phrase without advice (submitting again would judge it twice).
  case verdictNotFetched(id: String, reason: String)

  /// The one-line message, without the `leetview: ` prefix, in the command line's words.
  public var message: String { FailureWords.commandLine.phrase(self) }

  /// This failure as it reads once submission `id` reached the judge: the verdict was not
  /// fetched (a timeout, which names the id already, stays as it is).
  func afterSubmitting(_ id: String) -> JudgeError {
    switch self {
    case .judgeTimeout, .verdictNotFetched: self
    default: .verdictNotFetched(id: id, reason: FailureWords.commandLine.reason(self))
    }
  }
}
