/// The words of what could not be shown.
extension FailureWords {
  /// `error`'s one line, without the `leetview: ` prefix.
  public func phrase(_ error: LoadError) -> String {
    switch error {
    case .unknownID(let id):
      "no problem with id '\(id)' in the cached problem list; run `leetview sync --details` when "
        + "online (plain sync fetches no descriptions), or open it once online"
    case .invalidQuery(let query):
      "'\(query)' is neither a problem id (1, 1929) nor a title slug (two-sum)"
    case .notCachedOffline(let what):
      "\(what) is not in the cache and leetview is offline; run `leetview sync --details` when "
        + "online, or open it once online"
    case .notKeptOffline(let what, let remedy):
      "\(what) is not in the cache and leetview is offline; \(remedy)"
    case .unknownIDOnline(let id, let age?):
      "no problem with id '\(id)' in the problem list fetched \(age) ago; `leetview sync` "
        + "fetches a newer one"
    case .unknownIDOnline(let id, nil):
      "LeetCode's problem list, fetched just now, has no problem with id '\(id)'"
    case .noSuchProblem(let slug):
      "LeetCode has no problem '\(slug)'"
    case .damagedCache(let path, let reason):
      "damaged cache file \(path): \(reason); run with --refresh when online to fetch it again"
    case .network(let reason):
      phrase(reason)
    case .configuration(let message):
      message
    case .limitReached(let message):
      message
    case .noSuchCollection(let what):
      "LeetCode has no \(what.hasPrefix("the ") ? what.dropFirst(4) : what[...])"
    case .signInNeeded(let what):
      "\(what): not signed in; run `leetview login`"
    case .submissionOfOtherProblem(let id, let slug):
      "submission \(id) is of another problem, '\(slug)'; `leetview submissions \(slug) \(id)` shows it"
    }
  }

  /// `reason`'s words: a failed request's with this front's advice.
  public func phrase(_ reason: FetchReason) -> String {
    switch reason {
    case .failed(let error, let offlineHelps): phrase(error, offlineHelps: offlineHelps)
    case .said(let words): words
    case .listNotFetched(let id, let because):
      "no problem with id '\(id)' in the cached problem list, and a newer list could not be "
        + "fetched: \(phrase(because))"
    }
  }
}
