import Dispatch
import FoundationEssentials
import LeetModel
import Synchronization

/// Loads the Solutions, Comments and Submissions segments under the same cache policy as
/// questions: a fresh cached copy is used as is; a stale one is refreshed and kept when that
/// fails; `--offline` never fetches.
///
/// Every fetch merges into the segment's file (new pages,
/// articles, replies, details) and writes it atomically, and only once every request of the
/// step has succeeded, so a failure leaves the cache as it was. Credentials are never stored.
///
/// Thread-safe: the interface calls `perform` and gets the result on a background queue.
public final class SegmentService: @unchecked Sendable {
  public let problems: ProblemService
  var store: CacheStore { problems.store }
  var site: Site { problems.site }
  var policy: FetchPolicy { problems.policy }
  /// Serialises read-merge-write of the segment files.
  let fileLock = Mutex(())

  /// How old cached comments may be before they are refreshed.
  public static let commentsMaxAge: TimeInterval = 86_400
  /// How old cached submissions may be before they are refreshed.
  public static let submissionsMaxAge: TimeInterval = 3_600

  public init(problems: ProblemService) {
    self.problems = problems
  }

  // MARK: - The interface's entry points

  /// Runs `request` for problem `slug` on a background queue; `completion` gets the result there
  /// (the interface posts it into its own loop).
  public func perform(
    _ task: SegmentTask, of segment: Segment, slug: String,
    completion: @escaping @Sendable (Result<LoadedSegment, LoadError>) -> Void
  ) {
    DispatchQueue.global(qos: .userInitiated).async {
      completion(LoadError.catching { try self.run(task, of: segment, slug: slug) })
    }
  }

  /// `perform` for async callers.
  public func perform(_ task: SegmentTask, of segment: Segment, slug: String) async -> Result<
    LoadedSegment, LoadError
  > {
    await withCheckedContinuation { continuation in
      perform(task, of: segment, slug: slug) { continuation.resume(returning: $0) }
    }
  }

  /// Runs `task` for `segment` on the calling thread: an entry opened is a solution article, a
  /// comment's replies or a submission's code, by the segment.
  /// - Throws: `LoadError`.
  public func run(_ task: SegmentTask, of segment: Segment, slug: String) throws -> LoadedSegment {
    switch (task, segment) {
    case (.load, _): try load(segment, slug: slug, refresh: false)
    case (.refresh, _): try load(segment, slug: slug, refresh: true)
    case (.more, _): try loadMore(segment, slug: slug)
    case (.open(let id), .comments): try replies(slug: slug, commentID: id)
    case (.open(let id), .submissions): try submissionDetail(slug: slug, id: id)
    case (.open(let id), _): try article(slug: slug, id: id)
    }
  }

  // MARK: - Loading a segment

  /// Loads `segment` (not the description) of problem `slug` under the cache policy.
  /// - Parameters:
  ///   - refresh: fetch even a fresh copy (the interface's `r`).
  ///   - prefetch: also fetch the first `prefetch` articles (solutions), replies (comments) or
  ///     details (submissions) not yet cached; failures there are ignored.
  /// - Throws: `LoadError`.
  public func load(_ segment: Segment, slug: String, refresh: Bool = false, prefetch: Int = 0)
    throws -> LoadedSegment
  {
    let kind = try Self.kind(segment)
    let (cached, damage) = readCached(segment, kind: kind, slug: slug)
    if segment == .submissions, !hasCredentials {
      return cached
        ?? LoadedSegment(
          segment: segment, slug: slug, content: .signInNeeded, source: .live)
    }
    if policy.offline {
      if let cached { return cached }
      if let damage { throw damage }
      throw LoadError.notKeptOffline(
        "the \(segment.title) page of '\(slug)'", remedy: LoadError.openOnceOnline)
    }
    let wantsFetch = refresh || policy.refresh
    if let cached, !wantsFetch, isFresh(cached, segment: segment) {
      return withPrefetch(cached, count: prefetch)
    }
    if let cached, !wantsFetch, let reason = problems.recentOfflineReason() {
      return stale(cached, because: reason)
    }
    let budget: FetchBudget = cached == nil || wantsFetch ? .patient : .quick
    do {
      let api = try problems.api()
      let updates = try fetchFirstPage(
        segment, slug: slug, api: api, budget: budget, hasCached: cached != nil)
      problems.noteSuccess()
      let loaded = try merge(segment, kind: kind, slug: slug, source: .live) { file in
        for (key, value) in updates { file[key] = value == .null ? nil : value }
        file["fetchedAt"] = .string(Self.timestamp(self.problems.now()))
        file["morePages"] = nil
      }
      return withPrefetch(loaded, count: prefetch)
    } catch let error as FetchError {
      problems.noteFailure(error)
      if let cached { return stale(cached, because: .failed(error, offlineHelps: true)) }
      // Nothing cached: `--offline` would find nothing either.
      throw LoadError.network(.failed(error, offlineHelps: false))
    }
  }

  /// Fetches the next page of the segment's list and adds it to the file.
  /// - Throws: `LoadError` (offline, or the fetch failed: the cache is left as it was).
  public func loadMore(_ segment: Segment, slug: String) throws -> LoadedSegment {
    let kind = try Self.kind(segment)
    let (cached, damage) = readCached(segment, kind: kind, slug: slug)
    guard let cached else {
      if let damage { throw damage }
      return try load(segment, slug: slug)
    }
    if policy.offline {
      throw LoadError.notKeptOffline(
        "the next page of \(segment.rawValue)", remedy: LoadError.openOnceOnline)
    }
    if segment == .submissions, !hasCredentials { return cached }
    return try fetching {
      let api = try problems.api()
      switch cached.content {
      case .solutions(let snapshot):
        let page = try api.client.graphQL(
          SegmentQueries.solutions(slug: slug, skip: snapshot.solutions.count, site: site),
          refererPath: "/problems/\(slug)/solutions/")
        return try merge(segment, kind: kind, slug: slug, source: .live) { file in
          file["morePages"] = .array((file["morePages"]?.array ?? []) + [page.object])
        }
      case .comments(let snapshot):
        guard let topic = snapshot.topicID else { return cached }
        guard snapshot.comments.count < ContentLimits.commentsPerProblem else {
          throw LoadError.limitReached(
            "leetview keeps the first \(ContentLimits.commentsPerProblem) comments of a problem; "
              + "no more are fetched")
        }
        let page = try api.client.graphQL(
          SegmentQueries.comments(
            topicID: topic, page: snapshot.pagesFetched + 1, skip: snapshot.comments.count,
            site: site),
          refererPath: "/problems/\(slug)/")
        return try merge(segment, kind: kind, slug: slug, source: .live) { file in
          file["pages"] = .array((file["pages"]?.array ?? []) + [page.object])
        }
      case .submissions(let snapshot):
        let page = try api.client.graphQL(
          SegmentQueries.submissions(
            slug: slug, offset: snapshot.submissions.count, lastKey: snapshot.lastKey, site: site),
          refererPath: "/problems/\(slug)/submissions/")
        return try merge(segment, kind: kind, slug: slug, source: .live) { file in
          file["morePages"] = .array((file["morePages"]?.array ?? []) + [page.object])
        }
      case .signInNeeded:
        return cached
      }
    }
  }

  // MARK: - One article, replies, detail

  /// The solution article `id` (a summary id, or `editorial`), from the cache or fetched.
  /// - Throws: `LoadError`.
  public func article(slug: String, id: String) throws -> LoadedSegment {
    let loaded = try current(.solutions, slug: slug)
    guard let snapshot = loaded.solutions else { return loaded }
    if id == "editorial" || snapshot.articles[id] != nil { return loaded }
    if policy.offline {
      throw LoadError.notKeptOffline("this solution", remedy: LoadError.openOnceOnline)
    }
    let summary = snapshot.solutions.first { $0.id == id }
    return try fetching {
      let response = try problems.api().client.graphQL(
        SegmentQueries.article(topicID: id, slug: summary?.slug, site: site),
        refererPath: "/problems/\(slug)/solutions/")
      let payload = response.member("data")?.object ?? [:]
      guard payload.values.contains(where: { $0 != .null }) else {
        throw FetchError.invalidResponse(
          host: problems.site.host, detail: "no article for solution \(id)")
      }
      guard response.body.count <= ContentLimits.articleBytes else {
        throw FetchError.invalidResponse(
          host: problems.site.host,
          detail: "an article over the \(ContentLimits.megabytes(ContentLimits.articleBytes)) leetview keeps")
      }
      return try merge(.solutions, kind: .solutions, slug: slug, source: .live) { file in
        var articles = file["articles"]?.object ?? [:]
        articles[id] = response.object
        file["articles"] = .object(articles)
      }
    }
  }

  /// The replies to comment `commentID`, from the cache or fetched.
  /// - Throws: `LoadError`.
  public func replies(slug: String, commentID: String) throws -> LoadedSegment {
    let loaded = try current(.comments, slug: slug)
    guard let snapshot = loaded.comments else { return loaded }
    if snapshot.replies[commentID] != nil { return loaded }
    if policy.offline {
      throw LoadError.notKeptOffline(
        "the reply thread of this comment", remedy: LoadError.openOnceOnline)
    }
    return try fetching {
      let response = try problems.api().client.graphQL(
        SegmentQueries.replies(commentID: commentID, site: site), refererPath: "/problems/\(slug)/")
      return try merge(.comments, kind: .comments, slug: slug, source: .live) { file in
        var replies = file["replies"]?.object ?? [:]
        replies[commentID] = response.object
        file["replies"] = .object(replies)
      }
    }
  }

  /// Submission `id` whole, from the cache or fetched (credentials needed) into the problem's file;
  /// one that LeetCode says is of another problem is not kept.
  /// - Throws: `LoadError`; `.submissionOfOtherProblem` for that one.
  public func submissionDetail(slug: String, id: String) throws -> LoadedSegment {
    let loaded = try current(.submissions, slug: slug)
    guard let snapshot = loaded.submissions else { return loaded }
    if snapshot.details[id] != nil { return loaded }
    if policy.offline {
      throw LoadError.notKeptOffline("this submission", remedy: LoadError.openOnceOnline)
    }
    guard hasCredentials else { return loaded }
    return try fetching {
      let fetched = try problems.api().submission(id: id)
      if let other = fetched.record.titleSlug, other != slug {
        throw LoadError.submissionOfOtherProblem(id: id, slug: other)
      }
      return try merge(.submissions, kind: .submissions, slug: slug, source: .live) { file in
        var details = file["details"]?.object ?? [:]
        details[id] = fetched.answer
        file["details"] = .object(details)
      }
    }
  }

  /// The cached segment as it is, or loaded under the policy when nothing is cached.
  private func current(_ segment: Segment, slug: String) throws -> LoadedSegment {
    let (cached, damage) = readCached(segment, kind: try Self.kind(segment), slug: slug)
    if let cached { return cached }
    if let damage { throw damage }
    return try load(segment, slug: slug)
  }

  // MARK: - Fetching

  /// The members of the segment file that the first page replaces.
  ///
  /// A null value removes its member from the file; `hasCached` says a copy is there to keep.
  private func fetchFirstPage(
    _ segment: Segment, slug: String, api: LeetCodeAPI, budget: FetchBudget, hasCached: Bool
  ) throws -> [String: JSONValue] {
    let client = api.client
    switch segment {
    case .solutions:
      return try fetchSolutionsFirstPage(slug: slug, client: client, budget: budget, hasCached: hasCached)
    case .comments:
      let topic = try client.graphQL(
        SegmentQueries.discussionTopic(slug: slug, site: site), refererPath: "/problems/\(slug)/",
        budget: budget)
      let data = topic.object["data"]
      let id = data["questionDiscussionTopic"]["id"].string ?? data["question"]["boundTopicId"].string
      var pages: [JSONValue] = []
      if let id {
        let page = try client.graphQL(
          SegmentQueries.comments(topicID: id, page: 1, skip: 0, site: site),
          refererPath: "/problems/\(slug)/", budget: budget)
        pages.append(page.object)
      }
      return ["topic": topic.object, "pages": .array(pages)]
    case .submissions:
      let list = try client.graphQL(
        SegmentQueries.submissions(slug: slug, offset: 0, lastKey: nil, site: site),
        refererPath: "/problems/\(slug)/submissions/", budget: budget)
      return ["list": list.object]
    case .description, .code:
      return [:]
    }
  }

  /// Fetches the first `count` articles, replies or details not yet cached, one after another,
  /// stopping at the first failure.
  private func withPrefetch(_ loaded: LoadedSegment, count: Int) -> LoadedSegment {
    guard count > 0, !policy.offline else { return loaded }
    var current = loaded
    let ids: [String]
    switch loaded.content {
    case .solutions(let snapshot):
      ids = snapshot.solutions.filter { $0.canSee && snapshot.articles[$0.id] == nil }
        .prefix(count).map(\.id)
    case .comments(let snapshot):
      ids = snapshot.comments.filter { $0.replyCount > 0 && snapshot.replies[$0.id] == nil }
        .prefix(count).map(\.id)
    case .submissions(let snapshot):
      ids = snapshot.submissions.prefix(count).map(\.id).filter { snapshot.details[$0] == nil }
    case .signInNeeded:
      ids = []
    }
    for id in ids {
      let next: LoadedSegment?
      switch loaded.segment {
      case .solutions: next = try? article(slug: loaded.slug, id: id)
      case .comments: next = try? replies(slug: loaded.slug, commentID: id)
      case .submissions: next = try? submissionDetail(slug: loaded.slug, id: id)
      case .description, .code: next = nil
      }
      guard var next else { break }
      next.staleBecause = loaded.staleBecause
      current = next
    }
    return current
  }

  /// Runs a fetching step, turning its failure into `LoadError.network` and noting connectivity.
  private func fetching(_ body: () throws -> LoadedSegment) throws -> LoadedSegment {
    do {
      let loaded = try body()
      problems.noteSuccess()
      return loaded
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
  }

  /// Whether credentials are set (environment, else config file); needs no endpoint, so that it
  /// works offline.
  private var hasCredentials: Bool {
    problems.session.credentials.map { !$0.isEmpty } ?? false
  }
}
