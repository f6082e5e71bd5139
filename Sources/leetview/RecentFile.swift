import Foundation
import LeetFetch
import LeetModel

/// The recently viewed problems, newest first: `<cache root>/<site>/recent.json`, written
/// atomically as `{"recent": ["two-sum", ...]}`.
struct RecentFile {
  var url: URL

  init(store: CacheStore) {
    url = store.location.root.appendingPathComponent(store.site.host)
      .appendingPathComponent("recent.json")
  }

  /// The saved slugs; empty when there is no file or it is damaged.
  func read() -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path),
      let json = try? JSONValue.parse(data), let items = json.object?["recent"]?.array
    else { return [] }
    return items.compactMap(\.string).filter(CacheStore.isValidSlug)
  }

  /// Saves `slugs`; a failure is ignored (the list is a convenience).
  func write(_ slugs: [String]) {
    guard let data = try? JSONSerialization.data(withJSONObject: ["recent": slugs]) else { return }
    try? AtomicFile.write(data, to: url)
  }
}
