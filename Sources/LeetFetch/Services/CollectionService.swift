import FoundationEssentials
import LeetModel
import TermCore

/// Study plans, favourite lists and contests: fetched from LeetCode, cached under
/// `<site>/plans`, `<site>/lists` and `<site>/contests` atomically, shown from the cache offline
/// with their age, and kept when a refresh fails.
public final class CollectionService: Sendable {
  /// The problems' service, for the session, the client, the cache, the policy and the clock.
  public let problems: ProblemService
  /// How old a cached copy may be before it is fetched again: an hour.
  public static let maxAge: TimeInterval = 3_600

  /// A service over `problems`' session and cache.
  public init(problems: ProblemService) {
    self.problems = problems
  }

  /// Whether a session cookie is there to send (LeetCode may still say it is signed out).
  public var hasSession: Bool { problems.session.credentials?.session != nil }

  /// LeetCode's study plans and, signed in, the user's with their progress.
  /// - Throws: `LoadError`.
  public func planIndex() throws -> LoadedCollection<CollectionIndex> {
    let signedIn = hasSession
    let known = problems.store.site == .com ? KnownStudyPlans.comSummaries : []
    return try load(.plan, slug: nil, what: "the list of study plans", command: "plans") {
      try $0.planIndex(signedIn: signedIn)
    } decode: {
      PlanAnswer.index($0, known: known)
    }
  }

  /// The study plan `slug`, its groups in LeetCode's order.
  /// - Throws: `LoadError`; `.noSuchCollection` when LeetCode has no such plan.
  public func plan(_ slug: String) throws -> LoadedCollection<ProblemCollection> {
    let name = try Self.checked(slug, "a study plan")
    return try load(.plan, slug: name, what: "the study plan '\(slug)'", command: "plans \(slug)") {
      try $0.plan(slug: slug)
    } decode: {
      PlanAnswer.plan($0)
    }
  }

  /// The user's lists, created and collected, with their counts (needs signing in).
  /// - Throws: `LoadError`; `.signInNeeded` signed out with nothing cached.
  public func listIndex() throws -> LoadedCollection<CollectionIndex> {
    if !hasSession, problems.policy.offline == false,
      (try? problems.store.readCollection(.list, slug: nil)) == nil
    {
      throw LoadError.signInNeeded("your favourite lists")
    }
    return try load(.list, slug: nil, what: "the list of your favourite lists", command: "lists") {
      try $0.listIndex()
    } decode: {
      ListAnswer.index($0)
    }
  }

  /// The list named by `slugOrURL`, its problems with marks (a public list reads signed out).
  /// - Throws: `LoadError`; `.invalidQuery` for text that names no list.
  public func list(_ slugOrURL: String) throws -> LoadedCollection<ProblemCollection> {
    guard let slug = ListAnswer.slug(from: slugOrURL) else {
      throw LoadError.configuration(
        "'\(String(TextSanitizer.oneLine(slugOrURL).prefix(100)))' is neither a list's slug nor its URL on LeetCode"
      )
    }
    let name = try Self.checked(slug, "a list")
    do {
      return try load(.list, slug: name, what: "the list '\(slug)'", command: "lists \(slug)") {
        try $0.list(slug: slug)
      } decode: {
        ListAnswer.list($0, slug: slug)
      }
    } catch LoadError.network(.failed(.graphQL, _)) where !hasSession {
      // LeetCode refuses a stranger a private list: signing in may show it.
      throw LoadError.signInNeeded("the list '\(slug)' is private or unknown")
    }
  }

  /// Upcoming contests and the latest past ones.
  /// - Throws: `LoadError`.
  public func contestIndex() throws -> LoadedCollection<CollectionIndex> {
    try load(.contest, slug: nil, what: "the list of contests", command: "contests") {
      try $0.contestIndex()
    } decode: {
      ContestAnswer.index($0)
    }
  }

  /// The contest `slug` and its problems (none before it starts).
  /// - Throws: `LoadError`; `.noSuchCollection` when LeetCode has no such contest.
  public func contest(_ slug: String) throws -> LoadedCollection<ProblemCollection> {
    let name = try Self.checked(slug, "a contest")
    return try load(.contest, slug: name, what: "the contest '\(slug)'", command: "contests \(slug)") {
      try $0.contest(slug: slug)
    } decode: {
      ContestAnswer.contest($0, slug: slug)
    }
  }

  /// The cached copy of the list `slug`, whatever its age; nil when none is cached.
  public func cachedList(_ slug: String) -> ProblemCollection? {
    guard let name = TitleSlug.validated(slug),
      let cached = try? problems.store.readCollection(.list, slug: name)
    else { return nil }
    return ListAnswer.list(cached.document, slug: slug)
  }

  /// When the contest of a loaded contest starts, from its cached answer.
  public func contestStart(_ slug: String) -> Date? {
    guard let name = TitleSlug.validated(slug),
      let cached = try? problems.store.readCollection(.contest, slug: name)
    else { return nil }
    return ContestAnswer.startTime(cached.document, slug: slug)
  }

  /// Adds the problem `questionSlug` to the list `slug` or removes it, then fetches that list
  /// again, so that its cached copy says whether it has the problem (when that fetch fails, the
  /// copy is dropped rather than kept wrong).
  /// - Throws: `LoadError`: `.signInNeeded` without a session; LeetCode's refusal in its words.
  public func changeList(_ slug: String, questionSlug: String, adding: Bool) throws {
    guard hasSession else { throw LoadError.signInNeeded("changing a list") }
    if problems.policy.offline { throw LoadError.network(.said("changing a list needs the network")) }
    do {
      try problems.api().changeList(slug: slug, questionSlug: questionSlug, adding: adding)
      problems.noteSuccess()
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: false))
    }
    if let name = TitleSlug.validated(slug) {
      try? FileManager.default.removeItem(at: problems.store.collectionURL(.list, slug: name))
      _ = try? list(slug)
    }
  }

  // MARK: - Loading

  /// `slug` as a safe name, or a failure saying it is not one.
  private static func checked(_ slug: String, _ what: String) throws -> TitleSlug {
    guard let name = TitleSlug.validated(slug) else {
      throw LoadError.configuration(
        "'\(String(TextSanitizer.oneLine(slug).prefix(100)))' is not the slug of \(what)")
    }
    return name
  }

  /// Loads the `kind` named `slug` (its index when nil) under the fetch policy: offline or fresh
  /// from the cache; else fetched, decoded and cached; a failed fetch shows the cached copy.
  private func load<Value: Sendable>(
    _ kind: ProblemCollection.Kind, slug: TitleSlug?, what: String, command: String,
    fetch: (LeetCodeAPI) throws -> CollectionAnswerData, decode: (JSONValue) -> Value?
  ) throws -> LoadedCollection<Value> {
    let store = problems.store
    let policy = problems.policy
    let cached: LoadedCollection<Value>?
    do {
      cached = try store.readCollection(kind, slug: slug).flatMap { copy in
        decode(copy.document).map { LoadedCollection(value: $0, fetchedAt: copy.fetchedAt, isCached: true) }
      }
    } catch let error as CacheReadError {
      // Online, a damaged copy counts as none: it is fetched again and replaced.
      if policy.offline { throw LoadError.damagedCache(path: error.url.path, reason: error.reason) }
      cached = nil
    }
    if policy.offline {
      guard let cached else {
        throw LoadError.notKeptOffline(what, remedy: "run `leetview \(command)` once online")
      }
      return cached
    }
    if let cached, !policy.refresh, problems.now().timeIntervalSince(cached.fetchedAt) < Self.maxAge {
      return cached
    }
    if var cached, let reason = problems.recentOfflineReason() {
      cached.staleBecause = reason
      return cached
    }
    let answer: CollectionAnswerData
    do {
      answer = try fetch(try problems.api())
      problems.noteSuccess()
    } catch let error as FetchError {
      problems.noteFailure(error)
      if var cached {
        cached.staleBecause = .failed(error, offlineHelps: false)
        return cached
      }
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
    guard let value = decode(answer.document) else { throw LoadError.noSuchCollection(what) }
    let date = problems.now()
    if !answer.isPartial {
      problems.keep { try store.writeCollection(answer, kind, slug: slug, fetchedAt: date) }
    }
    return LoadedCollection(value: value, fetchedAt: date, isCached: false, warnings: answer.warnings)
  }
}
