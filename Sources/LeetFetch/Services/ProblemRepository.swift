import FoundationEssentials
import LeetModel
import TermCore

/// A problem read for display, with where it came from.
public struct LoadedProblem: Sendable {
  public var problem: Problem
  public var source: CacheSource
  /// Set when a stale copy is shown because a refresh failed: what went wrong.
  public var staleBecause: FetchReason?

  public init(problem: Problem, source: CacheSource, staleBecause: FetchReason? = nil) {
    self.problem = problem
    self.source = source
    self.staleBecause = staleBecause
  }
}

/// Finds problems by id or slug and reads them from the cache.
public struct ProblemRepository: Sendable {
  public var store: CacheStore

  public init(store: CacheStore) {
    self.store = store
  }

  /// The cached problem list, the user's if there is one, else the bundled one.
  /// - Throws: `LoadError.damagedCache` when the file is unreadable.
  public func cachedList() throws -> ProblemList? {
    guard let entry = try readEntry({ try store.readList() }) else { return nil }
    return try decodeList(entry)
  }

  /// The cached problem list and where it was read from (the user's cache, else the bundled one).
  /// - Throws: `LoadError.damagedCache` when the file is unreadable.
  public func cachedListAndSource() throws -> (list: ProblemList, source: CacheSource)? {
    guard let entry = try readEntry({ try store.readList() }) else { return nil }
    return (try decodeList(entry), entry.source)
  }

  /// Decodes a list entry, naming the file when it is damaged.
  public func decodeList(_ entry: CacheEntry) throws -> ProblemList {
    do {
      return try ProblemList.decode(entry.data)
    } catch let failure as ProblemDecoder.Failure {
      throw LoadError.damagedCache(path: entry.url.path, reason: Self.describe(failure))
    }
  }

  /// The slug for `query`: a slug is taken as it is; an id is looked up in the cached lists (the
  /// user's, then the bundled one).
  ///
  /// Nil when no list knows the id.
  /// - Throws: `LoadError.invalidQuery` for text that can be neither id nor slug;
  ///   `LoadError.damagedCache` for a list that is not JSON.
  public func slugFromCache(for query: String) throws -> String? {
    let trimmed = ProblemList.trimmedQuery(query)
    guard !trimmed.isEmpty, trimmed.count <= 200 else { throw LoadError.invalidQuery(query) }
    if !Self.looksLikeID(trimmed) {
      guard TitleSlug.validated(trimmed) != nil else { throw LoadError.invalidQuery(query) }
      return trimmed
    }
    if let entry = try readEntry({ try store.readList() }) {
      do {
        if let slug = try ProblemList.slug(forFrontendID: trimmed, in: entry.data) { return slug }
      } catch {
        throw LoadError.damagedCache(path: entry.url.path, reason: "not valid JSON (\(error))")
      }
    }
    if let bundled = try? store.readBundledList(),
      let slug = try? ProblemList.slug(forFrontendID: trimmed, in: bundled.data)
    {
      return slug
    }
    // Mixed-case text that no list knows as an id may still be a leetcode.cn slug.
    if !Self.isPlainID(trimmed), TitleSlug.validated(trimmed) != nil { return trimmed }
    return nil
  }

  /// Digits, or words with spaces (`LCP 30`): never a slug.
  static func isPlainID(_ query: String) -> Bool {
    query.allSatisfy(\.isNumber) || query.contains(" ") || query.unicodeScalars.contains { $0.value > 0x7F }
  }

  /// Whether `query` reads as a frontend id rather than a slug.
  public static func looksLikeID(_ query: String) -> Bool {
    query.allSatisfy(\.isNumber) || query.contains(" ") || query.contains { $0.isUppercase }
      || query.unicodeScalars.contains { $0.value > 0x7F }
  }

  /// Reads the cached question for `slug`, or nil when no cache holds it.
  /// - Throws: `LoadError.damagedCache`, `LoadError.noSuchProblem`.
  public func cachedProblem(slug: String) throws -> LoadedProblem? {
    guard let name = TitleSlug.validated(slug),
      let entry = try readEntry({ try store.read(.questions, slug: name) })
    else { return nil }
    return LoadedProblem(problem: try decodeProblem(entry), source: entry.source)
  }

  /// Decodes a question entry, naming the file when it is damaged.
  public func decodeProblem(_ entry: CacheEntry) throws -> Problem {
    do {
      return try ProblemDecoder.decode(entry.data)
    } catch let failure as ProblemDecoder.Failure {
      throw LoadError.damagedCache(path: entry.url.path, reason: Self.describe(failure))
    }
  }

  private func readEntry(_ read: () throws -> CacheEntry?) throws -> CacheEntry? {
    do {
      return try read()
    } catch let error as CacheReadError {
      throw LoadError.damagedCache(path: error.url.path, reason: error.reason)
    }
  }

  /// Plain words for a decoding failure.
  public static func describe(_ failure: ProblemDecoder.Failure) -> String {
    switch failure {
    case .notJSON(let detail): "not valid JSON (\(detail.prefix(120)))"
    case .noQuestion: "valid JSON but not a LeetCode response of the expected shape"
    case .nullQuestion: "holds no question (LeetCode answered null)"
    case .missingSlug: "the question has neither a title nor a slug"
    case .invalidName(let error): "\(error.message), which is not safe to use as a file name"
    }
  }
}
