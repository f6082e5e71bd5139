import LeetModel
import LeetText
import TermCore

/// The whole interface: the problem browser and, once one is opened, the problem's own state.
///
/// On a wide screen (`wideWidth` columns and more) the browser stays as a sidebar beside the
/// open problem; on a narrow one the browser and the problem take the screen in turn. Opened on
/// one problem (`singleProblem`) there is no list: the problem takes the screen and Esc or q quit.
public struct AppState: Sendable {
  /// Which side keys go to.
  public enum Focus: Hashable, Sendable {
    case browser, problem
  }

  /// The width from which the browser stays beside the open problem.
  public static let wideWidth = 120

  public var size: Size
  /// Opened on one problem (`leetview <id>`): there is no list, and Esc or q quits.
  public var singleProblem = false
  /// The problem to open at `.start`, if any.
  public var opening: ProblemOpening?
  /// The start's fetch while it runs (or after it failed): the loading screen takes the screen.
  public var loading: LoadingState?
  public var browser: BrowserState
  /// The open problem's page state, which owns the problem itself and the slug it was opened by.
  public var problem: ProblemState?
  /// The open problem, as LeetCode describes it.
  public var openProblem: Problem? { problem?.source }
  /// The slug the open problem was asked for by.
  public var openSlug: String? { problem?.slug }
  /// The plans, lists and contests where the list stands: their own state, which their reduce
  /// owns.
  public var collections = CollectionsState()
  /// The problems left for a similar question, newest last: Backspace goes back to each in turn.
  public var backStack: [ProblemPlace] = []
  /// The place Backspace is going back to, while its problem is fetched: applied when it opens.
  public var returningTo: ProblemPlace?
  /// The question `f` asks: which list to add the open problem to or remove it from.
  public var listChooser: ListChooser?
  /// The problem asked for and not yet arrived: while set, it is the problem the problem side is
  /// about (its loading screen stands there, see `showsPending`), whatever page came before.
  public var pending: PendingProblem?
  public var focus: Focus = .browser
  /// Whether the sidebar is wanted on wide screens (`s`).
  public var sidebarWanted = true
  /// Whether the cached list is being read for the sidebar (`s` on a problem opened alone).
  public var loadingList = false
  /// Whether the browser's key help is shown.
  public var helpShown = false
  /// The sync whose question is asked (`y` starts it), if any.
  public var syncQuestion: SyncKind?
  /// Why the list shown at the start is refreshed in the background, if it is.
  public var staleList: StaleList?
  /// Whether the question before quitting while the sync runs is asked (`y` quits).
  public var confirmingQuit = false
  /// The problem the sidebar's preview could not show, and why (not cached offline): shown in
  /// place of the problem before it.
  public var unavailable: (slug: String, reason: String)?
  /// The tab bar editor, while open.
  public var tabEditor: TabEditor?
  /// All segments in the user's order, and the hidden ones.
  public var tabOrder: [Segment] = Segment.allCases
  public var hiddenTabs: Set<Segment> = []
  /// Settings given to each opened problem.
  public var settings: ProblemState.Settings
  /// What every opened problem's segment pages start from (preferred language, site).
  public var segmentDefaults = SegmentsState()
  public var theme: Theme
  /// A one-off message, cleared by the next key; worded when drawn.
  public var message: StatusMessage?
  /// The message that was on screen when the last key came (which cleared it): the help box that
  /// key opened shows it whole; none when nothing was on screen, never an older one.
  public var lastMessage: StatusMessage?
  /// The background sync's last progress line, while it runs or just ended.
  public var syncStatus: StatusMessage?
  /// The Progress screen, while open (F2, `leetview stats`): it takes the whole screen.
  public var progressScreen: ProgressScreen?
  /// The Notes view of the open problem, while open (`a`): it takes the whole screen.
  public var notesScreen: NotesScreen?
  /// Whether notes kept here wait to be sent (read at start-up): `.start` sends them, online.
  public var notesWaiting = false
  /// The background sync that runs, if one does: the list alone, or `sync --details`.
  public var runningSync: SyncKind?
  /// Whether a background sync (of either kind) runs.
  public var syncing: Bool { runningSync != nil }
  /// Whether the marks are older than an hour (or missing) with a session present: `.start`
  /// refreshes them in the background.
  public var marksNeedRefresh = false
  /// Whether the Due section's solved list is older than an hour (or missing) with a session
  /// present, online: `.start` refreshes it in the background.
  public var dueNeedsRefresh = false
  /// Where Ctrl-O's random picks come from (seeded at start-up; tests set it).
  public var randomPick = RandomPick(seed: 0x5EED)

  public init(
    browser: BrowserState, size: Size, settings: ProblemState.Settings, theme: Theme
  ) {
    self.browser = browser
    self.size = size
    self.settings = settings
    self.theme = theme
  }

  /// A key came: the one-off messages on screen, the list's and the open problem's, are cleared,
  /// each kept as `lastMessage` for the help the key may open (a help already open keeps the one
  /// it shows).
  mutating func clearMessagesForKey() {
    if !helpShown { lastMessage = message }
    message = nil
    problem?.clearMessageForKey()
  }

  /// Applies a saved tab choice to every problem opened from now on.
  public mutating func applyTabs(order: [Segment], hidden: Set<Segment>) {
    let editor = TabEditor(order: order, hidden: hidden)
    tabOrder = editor.order
    hiddenTabs = editor.hidden
    settings.tabs = editor.visible
  }

  /// The slug of the problem asked for and not yet arrived.
  public var loadingSlug: String? { pending?.slug }

  /// Whether the question before a sync is asked.
  public var confirmingSync: Bool { syncQuestion != nil }

  /// Whether the problem side shows the loading screen of `pending` rather than the page before.
  ///
  /// Always while one is pending, but beside the list while the list has the keys and the one
  /// asked for is cached: moving through cached problems swaps their pages with no loading frame
  /// between them (and the keys are the list's meanwhile).
  public var showsPending: Bool {
    guard let pending else { return false }
    guard problem != nil else { return true }
    return !(showsSidebar && focus == .browser && browser.cachedSlugs.contains(pending.slug))
  }

  /// Whether there is a problem side at all: a page open, or one being opened.
  var hasProblemSide: Bool { problem != nil || pending != nil }

  // MARK: - Layout

  /// Whether the browser shows beside the open problem.
  public var showsSidebar: Bool {
    !singleProblem && hasProblemSide && sidebarWanted && size.width >= Self.wideWidth
  }

  /// The sidebar's width when shown.
  public var sidebarWidth: Int { min(56, max(40, size.width / 3)) }

  /// Where the browser is drawn, or nil when it is not on screen.
  public var browserRect: Rect? {
    if showsSidebar { return Rect(x: 0, y: 0, width: sidebarWidth, height: size.height) }
    if !hasProblemSide || focus == .browser {
      return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
    return nil
  }

  /// Where the open problem is drawn, or nil when it is not on screen.
  public var problemRect: Rect? {
    guard hasProblemSide else { return nil }
    if showsSidebar {
      let x = sidebarWidth + 1
      return Rect(x: x, y: 0, width: size.width - x, height: size.height)
    }
    return focus == .problem ? Rect(x: 0, y: 0, width: size.width, height: size.height) : nil
  }

  /// The size the open problem is laid out for.
  var problemSize: Size {
    guard !singleProblem && sidebarWanted && size.width >= Self.wideWidth else { return size }
    return Size(width: size.width - sidebarWidth - 1, height: size.height)
  }

  /// The rows of list the browser shows.
  public var browserListHeight: Int { max(1, (browserRect?.height ?? size.height) - 2) }
}
