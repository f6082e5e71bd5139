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
  /// The network failed and nothing was cached; the message says what happened.
  case network(String)
  /// A setting (environment, config file) that leetview cannot use; the message says which.
  case configuration(String)
  /// More than `ContentLimits` lets leetview keep; the message says which cap, and what stays.
  case limitReached(String)
  /// LeetCode has no such plan, list or contest: what was asked for.
  case noSuchCollection(String)
  /// What needs the user signed in, and nothing of it is cached.
  case signInNeeded(String)

  /// Whether trying the same again could succeed: only a network failure; every other reason is
  /// an answer (no such problem, not cached offline, a setting) that stays the same.
  public var canSucceedAgain: Bool {
    if case .network = self { return true }
    return false
  }

  /// The one-line message, without the `leetview: ` prefix.
  public var message: String {
    switch self {
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
    case .network(let message):
      message
    case .configuration(let message):
      message
    case .limitReached(let message):
      message
    case .noSuchCollection(let what):
      "LeetCode has no \(what.hasPrefix("the ") ? what.dropFirst(4) : what[...])"
    case .signInNeeded(let what):
      "\(what): not signed in; run `leetview login`"
    }
  }
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
      return .failure(.network("\(error)"))
    }
  }
}
