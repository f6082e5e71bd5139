import FoundationEssentials

/// Why a request to LeetCode failed; each reads as one line after `leetview: `, and none
/// carries credentials.
public enum FetchError: Error, Hashable, Sendable {
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

  /// The one-line message, without the `leetview: ` prefix, in the command line's words.
  public var message: String { FailureWords.commandLine.phrase(self) }

  /// What happened, as a phrase without advice: for a message that gives its own.
  public var summary: String { FailureWords.commandLine.summary(self) }

  /// Whether the failure means the network (not LeetCode) is the problem: leetview is offline.
  public var meansOffline: Bool {
    switch self {
    case .unreachable, .timedOut: true
    default: false
    }
  }
}
