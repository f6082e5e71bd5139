import LeetModel

/// The problem browser: the list, the filter typed so far, the rows shown and the cursor.
public struct BrowserState: Sendable {
  /// Every problem in the list, in list order.
  public private(set) var items: [ProblemListItem]
  private var search: ProblemSearch
  /// Item indices by tag slug, and the tags in order of how many problems carry them.
  private var byTag: [String: [Int]] = [:]
  private var tags: [String: Problem.Tag] = [:]
  private var tagOrder: [String] = []
  private var indexBySlug: [String: Int] = [:]

  /// Slugs whose statement is cached for offline reading.
  public var cachedSlugs: Set<String> { didSet { rebuild() } }
  /// Today's daily problem, if known.
  public var dailySlug: String?
  /// Recently viewed slugs, newest first.
  public var recent: [String] { didSet { rebuild() } }
  /// The user's solved and attempted marks: the one copy the interface keeps, which every screen
  /// that lists problems reads through `mark(slug:)`; assign it to move them.
  public var marks = SolvedMarks() {
    didSet {
      indexMarks()
      // Rows depend on the marks only under an `is:` marks filter; else only the counts move.
      if ProblemSearch.Query(query).markFilters.isEmpty { countSolved() } else { rebuild() }
    }
  }
  /// `marks` by slug text, and the solved problems of each section: both derived from `marks`.
  var markBySlug: [String: SolvedMark] = [:]
  public internal(set) var solvedCounts: [BrowserSection: Int] = [:]
  /// How many plans, lists and contests each index held when last read (cached or shown): their
  /// sections' headings count them; a kind not read yet shows no count.
  public var practiceCounts: [ProblemCollection.Kind: Int] = [:]
  /// The problems due for review now and today's count against the cap: the Due section.
  public var due = BrowserDue() {
    didSet {
      dueLabels = Dictionary(due.entries.map { ($0.slug, $0.due) }, uniquingKeysWith: { first, _ in first })
      rebuild()
    }
  }
  /// When each problem of the Due section is due, by slug.
  public private(set) var dueLabels: [String: ReviewDue] = [:]
  /// The rows of the Due section's problems (empty when it is folded, empty or filtered away).
  public private(set) var dueRows: Range<Int> = 0..<0
  /// Sections folded shut.
  public var folded: Set<BrowserSection> { didSet { rebuild() } }
  /// The filter as typed, with its insertion point.
  public private(set) var filter = FilterLine()
  /// The filter text.
  public var query: String { filter.text }
  /// The rows shown.
  public private(set) var rows: [BrowserRow] = []
  /// The row under the cursor, and the first row on screen.
  public var cursor = 0
  public var top = 0

  /// A browser over `items`; tag and difficulty sections start folded.
  public init(
    items: [ProblemListItem], cachedSlugs: Set<String> = [], dailySlug: String? = nil,
    recent: [String] = []
  ) {
    self.items = items
    search = ProblemSearch(items: items)
    self.cachedSlugs = cachedSlugs
    self.dailySlug = dailySlug
    self.recent = recent
    folded = []
    indexTags()
    folded = Set(
      [.difficulty(.easy), .difficulty(.medium), .difficulty(.hard), .cached]
        + tagOrder.map { BrowserSection.tag($0) })
    rebuild()
    cursor = firstItemRow ?? 0
  }

  /// Puts `slug` first among the recently viewed (at most 50), keeping the cursor on the same row
  /// of the list (or on the problem, when it was picked from the recent section).
  public mutating func noteViewed(_ slug: String) {
    let recentRow = Self.practiceRowCount + dueRowCount
    let wasInRecent: Bool = {
      guard !isFiltering, rows.indices.contains(recentRow),
        case .header(.recent, let count, let isFolded) = rows[recentRow]
      else { return false }
      return !isFolded && cursor > recentRow && cursor <= recentRow + count
    }()
    let before = rows.count
    recent = [slug] + recent.filter { $0 != slug }.prefix(49)
    if wasInRecent {
      select(slug: slug)
    } else if !isFiltering, cursor >= recentRow {
      // Rows were added above the cursor (the sections of plans, lists and contests stay put).
      let delta = rows.count - before
      cursor = max(0, min(rows.count - 1, cursor + delta))
      if top > 0 { top = max(0, top + delta) }
    }
  }

  /// Replaces the list (after a sync), keeping the filter and the problem under the cursor.
  public mutating func replaceItems(_ newItems: [ProblemListItem]) {
    let slug = selectedItem?.titleSlug
    items = newItems
    search = ProblemSearch(items: newItems)
    indexTags()
    rebuild()
    if let slug { select(slug: slug) }
  }

  private mutating func indexTags() {
    byTag = [:]
    tags = [:]
    indexBySlug = [:]
    for (index, item) in items.enumerated() {
      indexBySlug[item.titleSlug] = index
      for tag in item.tags {
        byTag[tag.slug, default: []].append(index)
        tags[tag.slug] = tag
      }
    }
    tagOrder = byTag.keys.sorted { (byTag[$0]?.count ?? 0, $1) > (byTag[$1]?.count ?? 0, $0) }
  }

  // MARK: - Derived

  /// The problem under the cursor, if the cursor is on a problem.
  public var selectedItem: ProblemListItem? {
    guard rows.indices.contains(cursor), case .item(let index) = rows[cursor] else { return nil }
    return items[index]
  }

  /// The item with `slug`, if listed.
  public func item(slug: String) -> ProblemListItem? {
    indexBySlug[slug].map { items[$0] }
  }

  /// How many problems the filter keeps (all of them when there is no filter).
  public private(set) var matchCount = 0

  /// Whether a filter is in force.
  public var isFiltering: Bool { !ProblemSearch.Query(query).isEmpty }

  /// The name of the tag `slug` in Chinese or in English, if a problem of the list carries it.
  func tagName(_ slug: String, in language: Language) -> String? {
    tags[slug]?.name(in: language)
  }

  // MARK: - Changes

  /// Sets the filter text and answers it at once on the whole list; the cursor goes to the best
  /// match.
  public mutating func setQuery(_ text: String) {
    filter = FilterLine(text)
    answerFilter()
  }

  /// Edits the filter line; when its text changes, the list answers it as `setQuery` does.
  mutating func editFilter(_ edit: (inout FilterLine) -> Void) {
    let before = filter.text
    edit(&filter)
    if filter.text != before { answerFilter() }
  }

  /// The rows for the filter in force, the cursor on the best match.
  private mutating func answerFilter() {
    rebuild()
    cursor = firstItemRow ?? 0
    top = 0
  }

  /// Puts the cursor on the problem `slug` if a row shows it.
  public mutating func select(slug: String) {
    guard let index = indexBySlug[slug] else { return }
    if let row = rows.firstIndex(where: { $0 == .item(index) }) { cursor = row }
  }

  /// Opens or folds the section `section`.
  public mutating func toggle(_ section: BrowserSection) {
    if folded.contains(section) { folded.remove(section) } else { folded.insert(section) }
    if let row = rows.firstIndex(where: {
      if case .header(let s, _, _) = $0 { return s == section }
      return false
    }) {
      cursor = row
    }
  }

  /// The rows of the plans', lists' and contests' sections, first in the list when no filter is
  /// in force.
  static let practiceRowCount = ProblemCollection.Kind.allCases.count

  /// Moves the cursor to the Study plans row, or from one of those sections to the next (back to
  /// the first after the last); a filter in force is cleared first, since it hides them.
  public mutating func jumpToPractice() {
    if isFiltering { setQuery("") }
    let onPractice: Bool = {
      guard rows.indices.contains(cursor), case .header(.practice, _, _) = rows[cursor] else { return false }
      return true
    }()
    cursor = onPractice ? (cursor + 1) % Self.practiceRowCount : 0
  }

  /// The rows the Due section takes, its heading and problems, above the recent section.
  var dueRowCount: Int {
    guard !isFiltering, rows.indices.contains(Self.practiceRowCount),
      case .header(.due, let count, let isFolded) = rows[Self.practiceRowCount]
    else { return 0 }
    return 1 + (isFolded ? 0 : count)
  }

  /// Puts the cursor on the Due section's heading, when it is shown.
  public mutating func selectDue() {
    if let row = rows.firstIndex(where: {
      if case .header(.due, _, _) = $0 { return true }
      return false
    }) {
      cursor = row
    }
  }

  /// The first row holding a problem.
  var firstItemRow: Int? {
    rows.firstIndex { if case .item = $0 { return true } else { return false } }
  }

  /// Recomputes the rows from the filter, the sections and the folds.
  private mutating func rebuild() {
    if isFiltering {
      dueRows = 0..<0
      let marks = markBySlug
      let results = search.search(
        query, isCached: { cachedSlugs.contains($0.titleSlug) },
        mark: { marks[$0.titleSlug] ?? .untouched })
      matchCount = results.count
      rows = results.map { .item($0) }
    } else {
      matchCount = items.count
      // Study plans, lists and contests first, where they are seen whatever the list's length.
      var rows: [BrowserRow] = ProblemCollection.Kind.allCases.map {
        .header(.practice($0), count: 0, folded: true)
      }
      func add(_ section: BrowserSection, _ indices: [Int]) {
        // Empty sections other than All say nothing worth a row.
        if indices.isEmpty && section != .all { return }
        let isFolded = folded.contains(section)
        rows.append(.header(section, count: indices.count, folded: isFolded))
        if !isFolded { rows += indices.map { .item($0) } }
      }
      // The problems due for review, in due order, before all else.
      let dueIndices = due.entries.compactMap { indexBySlug[$0.slug] }
      if !dueIndices.isEmpty { add(.due, dueIndices) }
      let dueStart = rows.count - (folded.contains(.due) ? 0 : dueIndices.count)
      dueRows = dueStart..<(dueIndices.isEmpty ? dueStart : rows.count)
      let recentIndices = recent.compactMap { indexBySlug[$0] }
      if !recentIndices.isEmpty { add(.recent, recentIndices) }
      add(.all, Array(items.indices))
      for difficulty in Difficulty.allCases {
        add(.difficulty(difficulty), items.indices.filter { items[$0].difficulty == difficulty })
      }
      add(.cached, items.indices.filter { cachedSlugs.contains(items[$0].titleSlug) })
      for tag in tagOrder { add(.tag(tag), byTag[tag] ?? []) }
      self.rows = rows
    }
    cursor = min(cursor, max(0, rows.count - 1))
    countSolved()
  }
}
