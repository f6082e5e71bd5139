import FoundationEssentials
import TermCore

/// Why a request to LeetCode failed; each reads as one line after `leetview: `, and none
/// carries credentials.
public enum FetchError: Error, Equatable, Sendable {
  /// HTTP 403 or an HTML page where JSON was expected: Cloudflare's bot challenge.
  case blocked(host: String, status: Int, signedIn: Bool)
  /// HTTP 429, still after every try.
  case rateLimited(host: String, attempts: Int)
  /// Another HTTP status (5xx after every try, or a 4xx).
  case httpStatus(host: String, status: Int, attempts: Int)
  /// The host could not be reached.
  case unreachable(host: String, reason: String)
  /// No complete answer in time: the whole time waited, over every try.
  case timedOut(host: String, seconds: Double, attempts: Int = 1)
  /// The connection broke mid-response, or another transport failure.
  case connectionLost(host: String, reason: String)
  /// The server's TLS certificate is not trusted; never retried, never bypassed.
  case untrusted(host: String, reason: String)
  /// GraphQL `errors`: LeetCode's own message.
  case graphQL(String)
  /// A 200 response that is not the JSON expected.
  case invalidResponse(host: String, detail: String)
  /// `{"data":{"question":null}}`.
  case noSuchProblem(String)
  /// leetview refused to send the request (a header holding a line break); nothing was sent.
  case refused(host: String, reason: String)

  /// The one-line message, without the `leetview: ` prefix, with the command line's advice.
  public var message: String { message(commandLine: true) }

  /// The one-line message; `commandLine` false leaves out advice only the command line can
  /// follow (`--offline`: the interface shows cached copies by itself).
  public func message(commandLine: Bool) -> String {
    switch self {
    case .blocked(let host, let status, let signedIn):
      var text = "blocked by LeetCode's bot protection (Cloudflare): \(host) answered"
      text += status == 200 ? " with a web page" : " HTTP \(status) with a challenge page"
      text += " instead of data. Wait a few minutes and try again, open the site in a browser first"
      text +=
        signedIn ? ", or sign in again with `leetview login` (your session may have expired)" : ""
      if commandLine { text += "; cached problems still open with --offline" }
      return text
    case .rateLimited(let host, let attempts):
      return "\(host) is limiting requests (HTTP 429) and still was after \(attempts) "
        + "\(attempts == 1 ? "try" : "tries"); wait a minute and try again"
    case .httpStatus(let host, let status, let attempts):
      if status >= 500 {
        return "\(host) answered HTTP \(status) (a server error) after \(attempts) "
          + "\(attempts == 1 ? "try" : "tries"); try again later"
          + (commandLine ? ", or use --offline" : "")
      }
      return "\(host) answered HTTP \(status) to leetview's request; if LEETVIEW_ENDPOINT is set, "
        + "check it, otherwise LeetCode's API may have changed"
    case .unreachable(let host, let reason):
      return "cannot reach \(host) (\(reason)); check the network"
        + (commandLine ? ", or use --offline for cached problems" : "")
    case .timedOut(let host, let seconds, let attempts):
      let shown =
        seconds >= 10 || seconds == seconds.rounded()
        ? String(Int(clampingFinite: seconds.rounded()) ?? 0) : seconds.fixed(1)
      let tries = attempts == 1 ? "" : " (\(attempts) tries)"
      return "\(host) did not answer in \(shown) s\(tries); check the network"
        + (commandLine ? ", or use --offline" : "")
    case .connectionLost(let host, let reason):
      return "the connection to \(host) failed (\(reason)); try again"
    case .untrusted(let host, let reason):
      return "refused the secure connection to \(host) (\(reason)); "
        + "leetview never turns certificate checks off"
    case .graphQL(let message):
      return "LeetCode answered with an error: \(message)"
    case .invalidResponse(let host, let detail):
      return "\(host) sent a response leetview cannot read (\(detail)); try again later"
    case .noSuchProblem(let slug):
      return LoadError.noSuchProblem(slug).message
    case .refused(let host, let reason):
      return "leetview sent nothing to \(host): \(reason); check LEETCODE_SESSION, LEETCODE_CSRFTOKEN "
        + "and the config file for stray line breaks"
    }
  }

  /// What happened, as a phrase without advice: for a message that gives its own.
  public var summary: String {
    switch self {
    case .blocked(let host, let status, _):
      "\(host) answered \(status == 200 ? "with a web page" : "HTTP \(status)") (Cloudflare's bot protection)"
    case .rateLimited(let host, _): "\(host) is limiting requests (HTTP 429)"
    case .httpStatus(let host, let status, _): "\(host) answered HTTP \(status)"
    case .unreachable(let host, let reason): "cannot reach \(host) (\(reason))"
    case .timedOut(let host, let seconds, _):
      "\(host) did not answer in \(seconds >= 10 || seconds == seconds.rounded() ? String(Int(clampingFinite: seconds.rounded()) ?? 0) : seconds.fixed(1)) s"
    case .connectionLost(let host, let reason): "the connection to \(host) failed (\(reason))"
    case .untrusted(let host, let reason): "the certificate of \(host) is not trusted (\(reason))"
    case .graphQL(let message): "LeetCode answered with an error: \(message)"
    case .invalidResponse(let host, let detail): "\(host) sent a response leetview cannot read (\(detail))"
    case .noSuchProblem(let slug): LoadError.noSuchProblem(slug).message
    case .refused(let host, let reason): "leetview sent nothing to \(host): \(reason)"
    }
  }

  /// Whether the failure means the network (not LeetCode) is the problem: leetview is offline.
  public var meansOffline: Bool {
    switch self {
    case .unreachable, .timedOut: true
    default: false
    }
  }
}
