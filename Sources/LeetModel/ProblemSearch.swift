import TermCore

/// Filters and ranks the problem list for the browser's search-as-you-type.
///
/// A query is words and filters. Filters: `d:easy|medium|hard`, `t:<tag>` (tag name or slug,
/// prefix), `is:cached`, `is:free`, `is:premium`, and the marks' `is:solved`, `is:attempted`,
/// `is:unsolved`. Each word must match the problem's id, title,
/// translated title, slug or a tag, exactly, as a prefix, inside, or within a small edit distance
/// (one typo in words of three letters or more, two from eight), and the best matches rank first.
/// Spaces do not matter: `twosum` finds Two Sum. A query of ids alone ranks them in numeric order.
public struct ProblemSearch: Sendable {
  /// A parsed query.
  public struct Query: Equatable, Sendable {
    public var words: [String] = []
    public var difficulty: Difficulty?
    public var tags: [String] = []
    public var cachedOnly = false
    public var freeOnly = false
    public var premiumOnly = false
    /// The marks' filters given (`is:solved`, `is:attempted`, `is:unsolved`), all of which hold.
    public var markFilters: [MarkFilter] = []
    /// Why a filter typed with a value it does not take (`d:impossible`) keeps nothing, naming
    /// the values it takes; a value one typo away (`d:meduim`) is read as the one meant.
    public var refusals: [String] = []

    /// The values `d:` takes.
    static let difficulties = ["easy", "medium", "hard"]
    /// The values `is:` takes.
    static let states = ["cached", "free", "premium", "paid"] + MarkFilter.allCases.map(\.rawValue)

    /// Parses the text typed in the search field.
    public init(_ text: String) {
      for typed in text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        guard let token = Self.corrected(typed) else {
          refusals.append(Self.refusal(typed))
          continue
        }
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
        } else if let filter = MarkFilter(token: token) {
          markFilters.append(filter)
        } else {
          words.append(String(token))
        }
      }
    }

    /// Whether the query asks for anything at all.
    public var isEmpty: Bool {
      words.isEmpty && difficulty == nil && tags.isEmpty && !cachedOnly && !freeOnly && !premiumOnly
        && markFilters.isEmpty && refusals.isEmpty
    }

    /// `token` with a `d:` or `is:` value one typo away read as the one meant; nil for such a
    /// filter whose value is no known one; any other token as it is.
    static func corrected(_ token: Substring) -> Substring? {
      for (prefix, values) in [("d:", difficulties), ("is:", states)] where token.hasPrefix(prefix) {
        let value = String(token.dropFirst(prefix.count))
        if values.contains(value) { return token }
        guard !value.isEmpty, let meant = ClosestSpelling.of(value, among: values) else { return nil }
        return Substring(prefix + meant)
      }
      return token
    }

    /// Why the filter `token` keeps nothing: the values its prefix takes.
    static func refusal(_ token: Substring) -> String {
      let prefix = token.hasPrefix("d:") ? "d:" : "is:"
      let values = prefix == "d:" ? difficulties : states.filter { $0 != "paid" }
      return "'\(TextSanitizer.oneLine(String(token)))' is not a filter: \(prefix) takes "
        + "\(values.dropLast().joined(separator: ", ")) or \(values.last ?? "")"
    }
  }

  /// One problem's searchable text, lowercased once.
  private final class Entry: Sendable {
    let idBytes: [UInt8]
    let numericID: Int
    let title: [UInt8]
    let titleWords: [[UInt8]]
    /// The title's letters and digits run together (`twosum`), for queries typed without spaces.
    let compactTitle: [UInt8]
    /// The title words and, for a title of several words, the compact title: what typos are
    /// forgiven against; and for each, a bit per letter it holds (a cheap bound on edit distance).
    let fuzzyWords: [[UInt8]]
    let fuzzyMasks: [UInt64]
    let slug: [UInt8]
    let translatedBytes: [UInt8]
    let tagWords: [[UInt8]]
    let tagSlugs: [String]
    let difficulty: Difficulty?
    let isPaidOnly: Bool

    init(_ item: ProblemListItem) {
      let title = Array(item.title.lowercased().utf8)
      var tagWords: [[UInt8]] = []
      for tag in item.tags {
        tagWords.append(Array(tag.name.lowercased().utf8))
        tagWords.append(Array(tag.slug.utf8))
        if let translated = tag.translatedName { tagWords.append(Array(translated.utf8)) }
      }
      idBytes = Array(item.frontendID.lowercased().utf8)
      numericID = Int(item.frontendID) ?? Int.max
      self.title = title
      titleWords = ProblemSearch.words(title)
      compactTitle = titleWords.flatMap { $0 }
      fuzzyWords = titleWords.count > 1 ? titleWords + [compactTitle] : titleWords
      fuzzyMasks = fuzzyWords.map(ProblemSearch.letterMask)
      slug = Array(item.titleSlug.utf8)
      translatedBytes = Array((item.translatedTitle ?? "").utf8)
      self.tagWords = tagWords
      tagSlugs = item.tags.map(\.slug) + item.tags.map { $0.name.lowercased() }
      difficulty = item.difficulty
      isPaidOnly = item.isPaidOnly
    }
  }

  private let entries: [Entry]
  public let items: [ProblemListItem]

  /// Indexes `items` for searching.
  public init(items: [ProblemListItem]) {
    self.items = items
    entries = items.map(Entry.init)
  }

  /// The indices of the items that match `text`, best first.
  ///
  /// An empty query keeps list order.
  /// - Parameters:
  ///   - isCached: whether an item's statement is cached (for `is:cached`).
  ///   - mark: the user's mark of an item (for `is:solved`, `is:attempted`, `is:unsolved`).
  public func search(
    _ text: String, isCached: (ProblemListItem) -> Bool = { _ in false },
    mark: (ProblemListItem) -> SolvedMark = { _ in .untouched }
  ) -> [Int] {
    let query = Query(text)
    guard query.refusals.isEmpty else { return [] }
    var scored: [(index: Int, score: Int, id: Int)] = []
    scored.reserveCapacity(entries.count)
    let words = query.words.map(QueryWord.init)
    let phrase = Array(query.words.joined(separator: " ").utf8)
    // Ids typed alone rank in numeric order: 1110, 1111, ... 1119, not by title length.
    let idsOnly = words.allSatisfy(\.isNumeric)
    for (index, entry) in entries.enumerated() {
      if let d = query.difficulty, entry.difficulty != d { continue }
      if query.freeOnly && entry.isPaidOnly { continue }
      if query.premiumOnly && !entry.isPaidOnly { continue }
      if !query.tags.allSatisfy({ tag in entry.tagSlugs.contains { $0.hasPrefix(tag) } }) { continue }
      if query.cachedOnly && !isCached(items[index]) { continue }
      if !query.markFilters.isEmpty {
        let itemMark = mark(items[index])
        if !query.markFilters.allSatisfy({ $0.admits(itemMark) }) { continue }
      }
      if words.isEmpty {
        scored.append((index, 0, entry.numericID))
        continue
      }
      var total = 0
      if words.count > 1 {
        if entry.title == phrase { total += 2000 } else if entry.title.starts(with: phrase) { total += 800 }
      }
      // A title that starts with the first word is what a person typing it most likely wants.
      if entry.titleWords.first == words[0].bytes { total += 100 }
      var matchedAll = true
      for word in words {
        let score = Self.score(word, entry)
        if score == 0 {
          matchedAll = false
          break
        }
        total += score
      }
      // Among equal matches, the title with fewer other words is the closer one.
      let penalty = idsOnly ? 0 : 5 * entry.titleWords.count
      if matchedAll { scored.append((index, total - penalty, entry.numericID)) }
    }
    scored.sort { a, b in
      if a.score != b.score { return a.score > b.score }
      return a.id < b.id
    }
    return scored.map(\.index)
  }

  /// One word of a query, with what scoring needs computed once per search.
  private struct QueryWord {
    var bytes: [UInt8]
    var text: String
    var isNumeric: Bool
    var isASCII: Bool
    /// Only letters, digits and non-ASCII bytes: what a title word is made of.
    var isWordCharacters: Bool
    var mask: UInt64
    /// The edit distance tolerated: 1 from three letters, 2 from eight.
    var allowed: Int

    init(_ text: String) {
      self.text = text
      bytes = Array(text.utf8)
      isNumeric = !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
      isASCII = bytes.allSatisfy { $0 < 0x80 }
      isWordCharacters = bytes.allSatisfy(ProblemSearch.isWordByte)
      mask = ProblemSearch.letterMask(bytes)
      allowed = bytes.count >= 8 ? 2 : (bytes.count >= 3 ? 1 : 0)
    }
  }

  /// How well one query word matches an entry; 0 when it does not.
  private static func score(_ query: QueryWord, _ entry: Entry) -> Int {
    let word = query.bytes
    if word == entry.idBytes { return 1000 }
    if word == entry.slug || word == entry.title { return 950 }
    var best = 0
    if query.isNumeric, entry.idBytes.starts(with: word) { best = 300 }
    for titleWord in entry.titleWords {
      if titleWord == word {
        best = max(best, 600)
      } else if titleWord.starts(with: word) {
        best = max(best, word.count >= 2 ? 450 : 200)
      }
    }
    if best >= 450 { return best }
    // Typed without spaces: the title's words run together.
    let compact = word.count >= 3 && entry.titleWords.count > 1
    if compact {
      if entry.compactTitle == word {
        best = 900
      } else if entry.compactTitle.starts(with: word) {
        best = 450
      }
    }
    if best < 350 {
      // A word of letters and digits is inside the title only if it is inside the compact title,
      // so one scan answers both.
      let inTitle =
        compact && query.isWordCharacters
        ? contains(entry.compactTitle, word)
        : contains(entry.title, word) || (compact && contains(entry.compactTitle, word))
      if inTitle || contains(entry.slug, word) { best = 350 }
    }
    if !query.isASCII, contains(entry.translatedBytes, word) {
      best = max(best, entry.translatedBytes == word ? 950 : 500)
    }
    for tagWord in entry.tagWords where tagWord.starts(with: word) {
      best = max(best, 250)
    }
    if best > 0 || query.allowed == 0 || !query.isASCII { return best }
    let allowed = query.allowed
    for (w, titleWord) in entry.fuzzyWords.enumerated() where abs(titleWord.count - word.count) <= allowed {
      // Each edit brings at most one letter the other word lacks.
      let titleMask = entry.fuzzyMasks[w]
      if (query.mask & ~titleMask).nonzeroBitCount > allowed
        || (titleMask & ~query.mask).nonzeroBitCount > allowed
      {
        continue
      }
      let distance = editDistance(word, titleWord, limit: allowed)
      if distance <= allowed { best = max(best, 300 - 60 * distance) }
    }
    return best
  }

  /// Splits lowercased text into words of letters and digits.
  fileprivate static func words(_ text: [UInt8]) -> [[UInt8]] {
    text.split { !isWordByte($0) }.map(Array.init)
  }

  /// A lowercase letter, a digit, or a byte of a non-ASCII character.
  fileprivate static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
  }

  /// A bit for each of the letters and digits in `word` (other bytes share one bit).
  fileprivate static func letterMask(_ word: [UInt8]) -> UInt64 {
    var mask: UInt64 = 0
    for byte in word {
      switch byte {
      case 0x61...0x7A: mask |= 1 << UInt64(byte - 0x61)
      case 0x30...0x39: mask |= 1 << UInt64(26 + byte - 0x30)
      default: mask |= 1 << 63
      }
    }
    return mask
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
  ///
  /// Allocation-free.
  static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return limit + 1 }
    if n == 0 || m == 0 { return max(n, m) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { buffer in
      guard var previous2 = buffer.baseAddress else { return limit + 1 }
      var previous = previous2 + (m + 1)
      var current = previous + (m + 1)
      for j in 0...m {
        previous[j] = j
        previous2[j] = 0
      }
      for i in 1...n {
        current[0] = i
        var rowMin = i
        for j in 1...m {
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
}
