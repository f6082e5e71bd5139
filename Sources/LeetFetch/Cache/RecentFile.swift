import FoundationEssentials
import LeetModel

/// The recently viewed problems, newest first: `<cache root>/<site>/recent.json`, written
/// atomically as `{"recent": ["two-sum", ...]}`.
public struct RecentFile: Sendable {
  /// The file's place.
  public var url: URL
  /// The cache root, made private as the file is written.
  private var root: URL

  /// The file of `store`'s site.
  public init(store: CacheStore) {
    root = store.location.root
    url = store.location.root.appendingPathComponent(store.site.host)
      .appendingPathComponent("recent.json")
  }

  /// The saved slugs; empty when there is no file or it is damaged.
  public func read() -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path),
      let json = try? JSONValue.parse(data), let items = json.object?["recent"]?.array
    else { return [] }
    return items.compactMap(\.string).filter { TitleSlug.validated($0) != nil }
  }

  /// Saves `slugs`; a failure is ignored (the list is a convenience).
  public func write(_ slugs: [String]) {
    let data = JSONWriter.data(.object(["recent": .array(slugs.map(JSONValue.string))]))
    try? AtomicFile.write(data, to: url, privateFrom: root)
  }
}
