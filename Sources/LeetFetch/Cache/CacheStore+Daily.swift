import FoundationEssentials
import LeetModel

extension CacheStore {
  /// The cached daily answer when it is today's on the site (see `Site.today(at:)`).
  public func todaysDaily(at now: Date) -> (pointer: DailyPointer, entry: CacheEntry)? {
    guard let entry = try? readDaily(), let json = try? JSONValue.parse(entry.data),
      let pointer = LeetCodeAPI.dailyPointer(json), let date = pointer.date,
      date.hasPrefix(site.today(at: now))
    else { return nil }
    return (pointer, entry)
  }

  /// Today's daily problem's slug, from the cached `daily.json`, when that file is today's.
  public func cachedDailySlug(at now: Date) -> String? {
    todaysDaily(at: now)?.pointer.titleSlug
  }

  /// The slugs of `items` whose statement is cached.
  public func cachedSlugs(of items: [ProblemListItem]) -> Set<String> {
    Set(
      items.lazy.map(\.titleSlug).filter { slug in
        TitleSlug.validated(slug).map { contains(.questions, slug: $0) } ?? false
      })
  }
}
