import FoundationEssentials
import LeetModel
import Synchronization

/// Reading, merging and writing the segment files for `SegmentService`.
extension SegmentService {
  /// The cache directory of `segment`.
  static func kind(_ segment: Segment) throws -> CacheKind {
    switch segment {
    case .solutions: return .solutions
    case .comments: return .comments
    case .submissions: return .submissions
    case .description, .code:
      throw LoadError.configuration("the \(segment.rawValue) is not a segment file")
    }
  }

  /// The cached segment, or the error that keeps it from being read.
  func readCached(_ segment: Segment, kind: CacheKind, slug: String)
    -> (LoadedSegment?, LoadError?)
  {
    guard let name = TitleSlug.validated(slug) else { return (nil, nil) }
    do {
      guard let entry = try store.read(kind, slug: name) else { return (nil, nil) }
      do {
        let content = try Self.decode(segment, entry.data)
        return (
          LoadedSegment(segment: segment, slug: slug, content: content, source: entry.source), nil
        )
      } catch {
        return (nil, .damagedCache(path: entry.url.path, reason: "\(error)"))
      }
    } catch let error as CacheReadError {
      return (nil, .damagedCache(path: error.url.path, reason: error.reason))
    } catch {
      return (nil, .damagedCache(path: kind.rawValue + "/" + slug, reason: "\(error)"))
    }
  }

  /// The snapshot in a segment file.
  static func decode(_ segment: Segment, _ data: Data) throws -> SegmentContent {
    switch segment {
    case .solutions: .solutions(try SolutionsSnapshot.decode(data))
    case .comments: .comments(try CommentsSnapshot.decode(data))
    case .submissions: .submissions(try SubmissionsSnapshot.decode(data))
    case .description, .code: .signInNeeded
    }
  }

  /// Reads the current file (the user's, else the bundled one), lets `change` update it, writes
  /// it atomically to the user's cache, and returns it decoded.
  func merge(
    _ segment: Segment, kind: CacheKind, slug: String, source: CacheSource,
    _ change: (inout [String: JSONValue]) -> Void
  ) throws -> LoadedSegment {
    let name: TitleSlug
    do {
      name = try TitleSlug(validating: slug)
    } catch {
      throw LoadError.invalidQuery(slug)
    }
    return try fileLock.withLock { _ in
      var file: [String: JSONValue] = [:]
      if let entry = try? store.read(kind, slug: name), let object = try? JSONValue.parse(entry.data).object {
        file = object
      }
      change(&file)
      let data = JSONWriter.data(.object(file))
      guard data.count <= ContentLimits.segmentFileBytes else {
        throw LoadError.limitReached(
          "the cached \(segment.rawValue) of this problem have reached the "
            + "\(ContentLimits.megabytes(ContentLimits.segmentFileBytes)) leetview keeps; no more are fetched"
        )
      }
      // A cache that cannot be written still shows what was fetched (and says so once).
      problems.keep { try store.write(data, kind: kind, slug: name) }
      do {
        return LoadedSegment(
          segment: segment, slug: slug, content: try Self.decode(segment, data), source: source)
      } catch {
        throw LoadError.network(.said("LeetCode's answer for the \(segment.rawValue) could not be read"))
      }
    }
  }

  /// Whether a cached copy is young enough to use without asking LeetCode.
  func isFresh(_ loaded: LoadedSegment, segment: Segment) -> Bool {
    let maxAge: TimeInterval =
      switch segment {
      case .comments: Self.commentsMaxAge
      case .submissions: Self.submissionsMaxAge
      default: policy.questionMaxAge
      }
    guard case .cached(let modified) = loaded.source else { return true }
    // A copy missing a part that failed to load is asked for again.
    if loaded.solutions?.unavailable != nil { return false }
    let fetchedAt: Date? =
      switch loaded.content {
      case .solutions(let snapshot): snapshot.fetchedAt
      case .comments(let snapshot): snapshot.fetchedAt
      case .submissions(let snapshot): snapshot.fetchedAt
      case .signInNeeded: nil
      }
    return problems.now().timeIntervalSince(fetchedAt ?? modified) < maxAge
  }

  /// The copy, marked stale for `reason`.
  func stale(_ loaded: LoadedSegment, because reason: FetchReason) -> LoadedSegment {
    var copy = loaded
    copy.staleBecause = reason
    return copy
  }

  /// `fetchedAt` as ISO 8601.
  static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
