import TermCore

/// The words of a failed request.
extension FailureWords {
  /// `error`'s one line; `offlineHelps` false leaves out the advice to use `--offline` (when
  /// nothing is cached to show), which only the command line gives.
  public func phrase(_ error: FetchError, offlineHelps: Bool = true) -> String {
    let commandLine = advisesOffline(offlineHelps)
    switch error {
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
      let tries = attempts == 1 ? "" : " (\(attempts) tries)"
      return "\(host) did not answer in \(waited(seconds)) s\(tries); check the network"
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
      return phrase(LoadError.noSuchProblem(slug))
    case .refused(let host, let reason):
      return "leetview sent nothing to \(host): \(reason); check LEETCODE_SESSION, LEETCODE_CSRFTOKEN "
        + "and the config file for stray line breaks"
    }
  }

  /// What happened, as a phrase without advice: for a message that gives its own.
  public func summary(_ error: FetchError) -> String {
    switch error {
    case .blocked(let host, let status, _):
      "\(host) answered \(status == 200 ? "with a web page" : "HTTP \(status)") (Cloudflare's bot protection)"
    case .rateLimited(let host, _): "\(host) is limiting requests (HTTP 429)"
    case .httpStatus(let host, let status, _): "\(host) answered HTTP \(status)"
    case .unreachable(let host, let reason): "cannot reach \(host) (\(reason))"
    case .timedOut(let host, let seconds, _):
      "\(host) did not answer in \(waited(seconds)) s"
    case .connectionLost(let host, let reason): "the connection to \(host) failed (\(reason))"
    case .untrusted(let host, let reason): "the certificate of \(host) is not trusted (\(reason))"
    case .graphQL(let message): "LeetCode answered with an error: \(message)"
    case .invalidResponse(let host, let detail): "\(host) sent a response leetview cannot read (\(detail))"
    case .noSuchProblem(let slug): phrase(LoadError.noSuchProblem(slug))
    case .refused(let host, let reason): "leetview sent nothing to \(host): \(reason)"
    }
  }

  /// The seconds waited as shown: whole from 10 on (and when whole), else to a tenth.
  private func waited(_ seconds: Double) -> String {
    seconds >= 10 || seconds == seconds.rounded()
      ? String(Int(clampingFinite: seconds.rounded()) ?? 0) : seconds.fixed(1)
  }
}
