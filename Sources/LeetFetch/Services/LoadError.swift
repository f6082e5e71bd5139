import FoundationEssentials

/// Why a problem could not be shown; each reads as one line after `leetview: `.
public enum LoadError: Error, Equatable, Sendable {
  /// The id is in no problem list leetview has.
  case unknownID(String)
  /// Neither an id nor a slug.
  case invalidQuery(String)
  /// Offline, and the cache does not hold the problem (`leetview sync --details` would fetch it;
  /// plain `sync` fetches only the list).
  case notCachedOffline(String)
  /// Offline, and the cache does not hold what `leetview sync` does not fetch: what, and how to
  /// get it.
  case notKeptOffline(String, remedy: String)
  /// Online, and the problem list (fetched `listAge` ago, nil: just now) has no such id.
  case unknownIDOnline(String, listAge: String?)
  /// LeetCode says there is no such problem.
  case noSuchProblem(String)
  /// A cache file that is there but damaged.
  case damagedCache(path: String, reason: String)
  /// The network failed and nothing was cached: why.
  case network(FetchReason)
  /// A setting (environment, config file) that leetview cannot use; the message says which.
  case configuration(String)
  /// More than `ContentLimits` lets leetview keep; the message says which cap, and what stays.
  case limitReached(String)
  /// LeetCode has no such plan, list or contest: what was asked for.
  case noSuchCollection(String)
  /// What needs the user signed in, and nothing of it is cached.
  case signInNeeded(String)
  /// The submission asked for under one problem is, LeetCode says, of the problem `slug`.
  case submissionOfOtherProblem(id: String, slug: String)

  /// Whether trying the same again could succeed: only a network failure; every other reason is
  /// an answer (no such problem, not cached offline, a setting) that stays the same.
  public var canSucceedAgain: Bool {
    if case .network = self { return true }
    return false
  }

  /// The one-line message, without the `leetview: ` prefix, in the command line's words.
  public var message: String { FailureWords.commandLine.phrase(self) }
}

extension LoadError {
  /// Offline without the problem list: plain `leetview sync` fetches it.
  public static let listNotCachedOffline = LoadError.notKeptOffline(
    "the problem list", remedy: "run `leetview sync` when online")

  /// The remedy for what only opening it online keeps: segment pages, premium problems.
  static let openOnceOnline = "open it once online to keep a copy (`leetview sync` keeps only descriptions)"

  /// The outcome of `body` as a result: a `LoadError` as it is, any other error as a network one.
  public static func catching<Value>(_ body: () throws -> Value) -> Result<Value, LoadError> {
    do {
      return .success(try body())
    } catch let error as LoadError {
      return .failure(error)
    } catch {
      return .failure(.network(.said("\(error)")))
    }
  }
}
