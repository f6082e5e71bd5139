import FoundationEssentials
import LeetModel

/// A plan, list or contest (or an index of them) as read from the cache, with when it was fetched.
public struct CachedCollection: Sendable {
  /// The joined answer, `{"fetchedAt": …, "data": {...}}`.
  public var document: JSONValue
  /// When LeetCode sent it.
  public var fetchedAt: Date
}

extension CacheStore {
  /// The folder of `kind` under the site: `plans`, `lists` or `contests`.
  static func folder(_ kind: ProblemCollection.Kind) -> String {
    switch kind {
    case .plan: "plans"
    case .list: "lists"
    case .contest: "contests"
    }
  }

  /// `<site>/<kind>s/index.json` for the index (slug nil), else `<site>/<kind>s/by-slug/<slug>.json`
  /// (a checked name, so one path component).
  public func collectionURL(_ kind: ProblemCollection.Kind, slug: TitleSlug?) -> URL {
    let folder = location.root.appendingPathComponent(site.host).appendingPathComponent(Self.folder(kind))
    guard let slug else { return folder.appendingPathComponent("index.json") }
    return folder.appendingPathComponent("by-slug").appendingPathComponent(slug.rawValue + ".json")
  }

  /// The slugs of the cached sets of `kind` (their `by-slug` files), in name order.
  public func cachedCollectionSlugs(_ kind: ProblemCollection.Kind) -> [TitleSlug] {
    let folder = location.root.appendingPathComponent(site.host).appendingPathComponent(Self.folder(kind))
      .appendingPathComponent("by-slug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      name.hasSuffix(".json") ? TitleSlug.validated(String(name.dropLast(5))) : nil
    }
  }

  /// Reads the cached `kind` named `slug` (the index when nil).
  /// - Returns: nil when there is none.
  /// - Throws: `CacheReadError` when the file cannot be read or is not such a document.
  public func readCollection(_ kind: ProblemCollection.Kind, slug: TitleSlug?) throws -> CachedCollection? {
    let url = collectionURL(kind, slug: slug)
    guard let data = try readFile(url, limit: ContentLimits.answerBytes) else { return nil }
    guard let document = try? JSONValue.parse(data), document["data"].object != nil,
      let seconds = document["fetchedAt"].double, seconds.isFinite
    else {
      throw CacheReadError(url: url, reason: "is not a \(Self.folder(kind).dropLast()) file")
    }
    return CachedCollection(document: document, fetchedAt: Date(timeIntervalSince1970: seconds))
  }

  /// Writes `answer` as the cached `kind` named `slug` (the index when nil), fetched at
  /// `fetchedAt`, atomically and private to its owner like the rest of the cache; a number out of
  /// its `CollectionNumbers.bounds` is written as null.
  public func writeCollection(
    _ answer: CollectionAnswerData, _ kind: ProblemCollection.Kind, slug: TitleSlug?, fetchedAt: Date
  ) throws {
    let data = JSONWriter.data(
      .object([
        "fetchedAt": .number(fetchedAt.timeIntervalSince1970.rounded(.down)),
        "data": .object(answer.data.mapValues { $0.bounded(CollectionNumbers.bounds) }),
      ]))
    try AtomicFile.write(data, to: collectionURL(kind, slug: slug), privateFrom: location.root)
  }
}
