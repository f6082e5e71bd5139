import LeetModel
import LeetText
import TermCore

/// One open problem's screen, as plain data: its pages, the selected segment, search and help.
///
/// Only `reduce` changes it; `ProblemView` draws it. The app (`AppState`) holds one of these.
public struct ProblemState: Sendable {
  /// What the user is doing.
  public enum Mode: Hashable, Sendable {
    case reading
    /// Typing a search; the text so far.
    case searching(String)
    case help
  }

  /// The header: the title and the facts, of which a narrow screen shows the important ones.
  public struct Header: Hashable, Sendable {
    public var title: String
    public var facts: ProblemFacts

    public init(title: String, facts: ProblemFacts) {
      self.title = title
      self.facts = facts
    }
  }

  /// The slug the problem was asked for by, which the runtime's reports name.
  ///
  /// Nil in a state built from pages alone, as in tests.
  public var slug: String?
  /// The problem shown, as LeetCode describes it.
  ///
  /// The language switch rebuilds the page from it and the judge is sent it; nil in a state built
  /// from pages alone.
  public var source: Problem?
  /// Where the problem came from: `bundled`, `cached 2 days ago`, `live`.
  public var sourceLabel = ""
  /// Opened from the problem list: `q` and Esc go back to it (the status line says so).
  public var fromList = false
  public var size: Size
  public var header: Header
  public var pages: [Segment: Page]
  public var selected: Segment
  public var mode: Mode = .reading
  /// The first row of the help list shown, when the list is taller than the screen.
  public var helpScroll = 0
  public var search: SearchState?
  /// A one-off message in the status line, cleared by the next key; worded when drawn.
  public var message: StatusMessage?
  /// The message that was on screen when the last key came (which cleared it): the help overlay
  /// that key opened shows it whole; none when nothing was on screen, never an older one.
  public var lastMessage: StatusMessage?
  public var settings: Settings
  public var theme: Theme
  public var tabMotion: TabBarMotion
  /// Segments whose content was asked for, so each is asked for once.
  public var requested: Set<Segment> = []
  /// The Comments, Solutions and Submissions pages' lists, selections and open entries.
  public var segments = SegmentsState()
  /// The statement's pictures: shown or hidden, and their cells once drawn.
  public var pictures = PicturesState()
  /// The Code segment's solution, the judge's request and its panel.
  public var solve = SolveState()
  /// The user's mark of the problem, as the app's one copy of the marks (`BrowserState.marks`)
  /// says: the app reducer sets it when the problem opens and whenever the marks move.
  public var mark: SolvedMark = .untouched
  /// The marks of the problem's similar questions by slug, as the app's marks say (set with
  /// `mark`); the similar questions' box shows them.
  public var similarMarks: [String: SolvedMark] = [:]
  /// How many of the problem's hints are open on the description (`H` opens the next).
  public var hintsOpen = 0
  /// The similar questions' box (`o`), while open.
  public var similarChooser: SimilarChooser?
  /// A past submission's code: the diff over the page, the submission marked, the restore asked.
  public var pastCode = PastCodeState()

  /// A state showing `pages`, laid out for `size`, with `selected` open.
  public init(
    header: Header, pages: [Segment: Page], selected: Segment, size: Size, settings: Settings,
    theme: Theme
  ) {
    self.header = header
    self.pages = pages
    self.selected = selected
    self.size = size
    self.settings = settings
    self.theme = theme
    tabMotion = TabBarMotion(x: 0, width: 0, scroll: 0)
    pictures = PicturesState(settings.pictures)
    layoutAll()
    snapTabBar()
  }

  /// A state for a problem: its description, and placeholders for the other segments.
  ///
  /// `slug` is the one it was asked for by, `sourceLabel` where it came from.
  public init(
    page: ProblemPage, slug: String? = nil, sourceLabel: String = "", selected: Segment = .description,
    size: Size, settings: Settings, theme: Theme
  ) {
    var pages: [Segment: Page] = [:]
    for segment in Segment.allCases {
      pages[segment] =
        segment == .description
        ? Page(document: page.description(hintsOpen: 0), isLoaded: true)
        : Page(document: ProblemPage.notCached(segment), isLoaded: false)
    }
    self.init(
      header: Header(title: TextSanitizer.clean(page.titleLine), facts: page.facts),
      pages: pages, selected: selected, size: size, settings: settings, theme: theme)
    let problem = page.problem
    self.slug = slug
    self.sourceLabel = sourceLabel
    source = problem
    solve.exampleCases = TestCases.examples(
      exampleTestcases: problem.exampleTestcases, sampleTestCase: problem.sampleTestCase,
      metaData: problem.metaData)
    solve.linesPerCase = TestCases.parameterCount(metaData: problem.metaData)
    solve.parameterNames = TestCases.parameterNames(metaData: problem.metaData)
  }

  // MARK: - Derived

  /// The tab bar's geometry at the current width.
  public var tabBar: TabBarLayout {
    TabBarLayout(screenWidth: size.width, words: words, segments: settings.tabs)
  }

  /// The width content is wrapped to.
  public var contentWidth: Int { ProblemLayout.contentWidth(for: size) }

  /// The rows of content on screen.
  public var viewportHeight: Int { ProblemLayout.viewportHeight(for: size) }

  /// The selected page's layout at the current width.
  public var currentLayout: PageLayout {
    pages[selected]?.cachedLayout(width: contentWidth)
      ?? PageLayout(document: [], width: contentWidth)
  }

  /// The selected page's first line on screen.
  public var top: Int { pages[selected]?.top ?? 0 }

  /// The largest useful `top` for the selected page.
  public var maxTop: Int { max(0, currentLayout.lines.count - viewportHeight) }

  // MARK: - Upkeep used by the reducer

  /// A key came: the message on screen is cleared and kept as `lastMessage`, for the help the key
  /// may open; the help, while open, keeps the one it shows.
  mutating func clearMessageForKey() {
    if mode != .help { lastMessage = message }
    message = nil
  }

  /// Makes sure every page has a layout at the current width.
  mutating func layoutAll() {
    let width = contentWidth
    for segment in Segment.allCases {
      _ = pages[segment]?.layout(width: width)
    }
  }

  /// Puts the underline and scroll under the selected tab at once.
  mutating func snapTabBar() {
    let bar = tabBar
    let tab = bar.tab(selected)
    tabMotion.snap(
      x: Double(tab.x), width: Double(tab.width), scroll: bar.scrollTarget(for: selected))
  }
}
