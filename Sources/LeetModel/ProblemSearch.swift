/// Filters and ranks the problem list for the browser's search-as-you-type.
///
/// A query is words and filters. Filters: `d:easy|medium|hard`, `t:<tag>` (tag name or slug,
/// prefix), `is:cached`, `is:free`, `is:premium`. Each word must match the problem's id, title,
/// translated title, slug or a tag, exactly, as a prefix, inside, or within a small edit distance
/// (one typo in words of three letters or more, two from eight), and the best matches rank first.
public struct ProblemSearch: Sendable {
  /// A parsed query.
  public struct Query: Equatable, Sendable {
    public var words: [String] = []
    public var difficulty: Difficulty?
    public var tags: [String] = []
    public var cachedOnly = false
    public var freeOnly = false
    public var premiumOnly = false

    /// Parses the text typed in the search field.
    public init(_ text: String) {
      for token in text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if token.hasPrefix("d:"), let d = Difficulty(lenient: String(token.dropFirst(2))) {
          difficulty = d
        } else if token.hasPrefix("t:"), token.count > 2 {
          tags.append(String(token.dropFirst(2)))
        } else if token == "is:cached" {
          cachedOnly = true
        } else if token == "is:free" {
          freeOnly = true
        } else if token == "is:premium" || token == "is:paid" {
          premiumOnly = true
        } else {
          words.append(String(token))
        }
      }
    }

    /// Whether the query asks for anything at all.
    public var isEmpty: Bool {
      words.isEmpty && difficulty == nil && tags.isEmpty && !cachedOnly && !freeOnly && !premiumOnly
    }
  }

  /// One problem's searchable text, lowercased once.
  private struct Entry: Sendable {
    var id: String
    var numericID: Int
    var title: [UInt8]
    var titleWords: [[UInt8]]
    var slug: [UInt8]
    var translated: String
    var tagWords: [[UInt8]]
    var tagSlugs: [String]
    var difficulty: Difficulty?
    var isPaidOnly: Bool
  }

  private let entries: [Entry]
  public let items: [ProblemListItem]

  /// Indexes `items` for searching.
  public init(items: [ProblemListItem]) {
    self.items = items
    entries = items.map { item in
      let title = Array(item.title.lowercased().utf8)
      var tagWords: [[UInt8]] = []
      for tag in item.tags {
        tagWords.append(Array(tag.name.lowercased().utf8))
        tagWords.append(Array(tag.slug.utf8))
        if let translated = tag.translatedName { tagWords.append(Array(translated.utf8)) }
      }
      return Entry(
        id: item.frontendID.lowercased(),
        numericID: Int(item.frontendID) ?? Int.max,
        title: title,
        titleWords: Self.words(title),
        slug: Array(item.titleSlug.utf8),
        translated: item.translatedTitle ?? "",
        tagWords: tagWords,
        tagSlugs: item.tags.map(\.slug) + item.tags.map { $0.name.lowercased() },
        difficulty: item.difficulty,
        isPaidOnly: item.isPaidOnly)
    }
  }

  /// The indices of the items that match `text`, best first. An empty query keeps list order.
  /// - Parameter isCached: whether an item's statement is cached (for `is:cached`).
  public func search(_ text: String, isCached: (ProblemListItem) -> Bool = { _ in false }) -> [Int] {
    let query = Query(text)
    var scored: [(index: Int, score: Int)] = []
    scored.reserveCapacity(entries.count)
    let words = query.words.map { Array($0.utf8) }
    let phrase = Array(query.words.joined(separator: " ").utf8)
    for (index, entry) in entries.enumerated() {
      if let d = query.difficulty, entry.difficulty != d { continue }
      if query.freeOnly && entry.isPaidOnly { continue }
      if query.premiumOnly && !entry.isPaidOnly { continue }
      if !query.tags.allSatisfy({ tag in entry.tagSlugs.contains { $0.hasPrefix(tag) } }) { continue }
      if query.cachedOnly && !isCached(items[index]) { continue }
      if words.isEmpty {
        scored.append((index, 0))
        continue
      }
      var total = 0
      if words.count > 1 {
        if entry.title == phrase { total += 2000 } else if entry.title.starts(with: phrase) { total += 800 }
      }
      // A title that starts with the first word is what a person typing it most likely wants.
      if entry.titleWords.first == words[0] { total += 100 }
      var matchedAll = true
      for (w, word) in words.enumerated() {
        let score = Self.score(word, query.words[w], entry)
        if score == 0 {
          matchedAll = false
          break
        }
        total += score
      }
      // Among equal matches, the title with fewer other words is the closer one.
      if matchedAll { scored.append((index, total - 5 * entry.titleWords.count)) }
    }
    scored.sort { a, b in
      if a.score != b.score { return a.score > b.score }
      return entries[a.index].numericID < entries[b.index].numericID
    }
    return scored.map(\.index)
  }

  /// How well one query word matches an entry; 0 when it does not.
  private static func score(_ word: [UInt8], _ text: String, _ entry: Entry) -> Int {
    if text == entry.id { return 1000 }
    if word == entry.slug || word == entry.title { return 950 }
    var best = 0
    if entry.id.hasPrefix(text), text.allSatisfy(\.isNumber) { best = 300 }
    for titleWord in entry.titleWords {
      if titleWord == word {
        best = max(best, 600)
      } else if titleWord.starts(with: word) {
        best = max(best, word.count >= 2 ? 450 : 200)
      }
    }
    if best >= 450 { return best }
    if contains(entry.slug, word) || contains(entry.title, word) { best = max(best, 350) }
    if !entry.translated.isEmpty, text.utf8.contains(where: { $0 >= 0x80 }), entry.translated.contains(text) {
      best = max(best, entry.translated == text ? 950 : 500)
    }
    for tagWord in entry.tagWords where tagWord.starts(with: word) {
      best = max(best, 250)
    }
    if best > 0 || word.count < 3 { return best }
    let allowed = word.count >= 8 ? 2 : 1
    for titleWord in entry.titleWords where abs(titleWord.count - word.count) <= allowed {
      let distance = editDistance(word, titleWord, limit: allowed)
      if distance <= allowed { best = max(best, 300 - 60 * distance) }
    }
    return best
  }

  /// Splits lowercased text into words of letters and digits.
  private static func words(_ text: [UInt8]) -> [[UInt8]] {
    text.split { !(($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 >= 0x80) }.map(Array.init)
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    let first = needle[0]
    var i = 0
    let last = haystack.count - needle.count
    while i <= last {
      if haystack[i] == first {
        var j = 1
        while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
        if j == needle.count { return true }
      }
      i += 1
    }
    return false
  }

  /// Optimal-string-alignment distance, stopping early once it exceeds `limit`.
  static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return limit + 1 }
    var previous2 = [Int](repeating: 0, count: m + 1)
    var previous = Array(0...m)
    var current = [Int](repeating: 0, count: m + 1)
    for i in 1...n {
      current[0] = i
      var rowMin = i
      for j in 1...max(m, 1) where m > 0 {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMin = min(rowMin, value)
      }
      if rowMin > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[m]
  }
}
