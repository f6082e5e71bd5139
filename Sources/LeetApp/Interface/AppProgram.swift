import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetModel
import LeetPictureClient
import LeetUI
import TermCore

/// The full-screen app: the one place the event loop starts.
///
/// Builds the starting state, runs the app reducer and view in the loop, and hands every effect to
/// the `EffectRunner`.
enum AppProgram {
  /// What the app opens on.
  enum Launch {
    /// The problem list (`leetview`).
    case browser
    /// The problem list on its Due section (`leetview review` on a terminal).
    case due
    /// One problem, without the list (`leetview <id>`).
    case problem(LoadedProblem)
    /// Today's daily problem, open beside the list (`leetview daily`).
    case daily(LoadedProblem)
    /// What the cache cannot answer: the interface starts on the loading screen and fetches it.
    case fetching(FetchStep)
    /// The Progress screen of a user (the signed-in user when nil), alone (`leetview stats`),
    /// with the cached page when there is one, and whether that page is fresh (nothing to fetch).
    case progress(user: String?, cached: ProgressPage?, fresh: Bool)
    /// A plan, list or contest where the list stands (`leetview plans <slug>`).
    case collection(CollectionScreen)
    /// An index of plans, lists or contests where the list stands (`leetview plans`).
    case shelf(ShelfScreen)
  }

  /// Runs the app on the real terminal until the user quits.
  /// - Returns: the exit status, or nil when the terminal cannot run the interface (print instead).
  /// - Throws: `LoadError` when the list is asked for offline and none is cached.
  static func run(context: AppContext, launch: Launch) throws -> Int32? {
    var launch = launch
    let (items, freshness) = try startingItems(context: context, launch: &launch)
    let setting = try context.picturesSetting()
    // Asked before curses takes the terminal, and only when it is one.
    let choice =
      TerminalProbe.canDrawInterface(environment: context.environment)
      ? PictureGraphicsChoice.choose(
        setting, environment: context.environment,
        tmux: { TmuxPaneGraphics.ask(environment: context.environment) })
      : PictureGraphicsChoice(graphics: nil, inTmux: false, request: nil, off: setting == .off)
    guard
      let terminal = CursesTerminal(
        environment: context.environment, graphics: choice.graphics, inTmux: choice.inTmux,
        paneOrigin: choice.paneOrigin)
    else { return nil }
    defer { terminal.close() }
    let theme = Theme(
      usesColor: terminal.colorProfile != .noColor, glyphs: terminal.isUTF8 ? .unicode : .ascii)
    let pictureMode: PictureColorMode = terminal.colorProfile == .direct ? .trueColor : .palette256
    let (state, statistics) = runLoop(
      context: context, launch: launch, items: items, freshness: freshness, terminal: terminal,
      theme: theme, pictureMode: pictureMode, pictures: choice)
    terminal.close()
    writeStatistics(statistics, environment: context.environment)
    if let failure = state.loading?.failure {
      ErrorLine.print(failure)
      return 1
    }
    if let solve = state.problem?.solve, solve.running == .submit {
      // Quit (asked first) or stopped while the judge had the code: said as Ctrl-C says it.
      ErrorLine.print(
        solve.submissionID.map { SubmitInterrupt.submittedStopped(id: $0, "quit before it came") }
          ?? SubmitInterrupt.sendingStopped("quit"))
      return 130
    }
    if let screen = state.progressScreen, screen.alone, screen.page == nil,
      let failure = screen.failure
    {
      // `leetview stats` that never showed a page failed, as its print does.
      ErrorLine.print(failure)
      return 1
    }
    return 0
  }

  /// Runs the app over `terminal` (a scripted one in tests) until it quits or the terminal goes
  /// away, and returns the state it ended in.
  /// - Throws: `LoadError` when the list is asked for offline and none is cached.
  static func run(
    context: AppContext, launch: Launch, terminal: some Terminal, theme: Theme,
    pictureMode: PictureColorMode = .palette256, pictureGraphics: PictureGraphics? = nil
  ) throws -> AppState {
    var launch = launch
    let (items, freshness) = try startingItems(context: context, launch: &launch)
    let pictures = PictureGraphicsChoice(
      graphics: nil, inTmux: false, request: pictureGraphics, off: context.options.pictures == .off)
    return runLoop(
      context: context, launch: launch, items: items, freshness: freshness, terminal: terminal,
      theme: theme, pictureMode: pictureMode, pictures: pictures
    ).state
  }

  /// The event loop over `terminal`, with the real effect runner, from the starting state to the
  /// last; every write queued is finished and every helper stopped before it returns.
  private static func runLoop(
    context: AppContext, launch: Launch, items: [ProblemListItem], freshness: ListFreshness,
    terminal: some Terminal, theme: Theme, pictureMode: PictureColorMode, pictures: PictureGraphicsChoice
  ) -> (state: AppState, statistics: EventLoop<AppAction>.Statistics) {
    var state = startingState(
      context: context, launch: launch, items: items, size: terminal.size, theme: theme,
      pictures: pictures)
    state.staleList = staleList(freshness)
    let loop = EventLoop<AppAction>(terminal: terminal)
    let mailbox = loop.mailbox
    let runner = context.effectRunner(pictureMode: pictureMode, pictureGraphics: pictures.request) {
      mailbox.post($0)
    }
    let program = EventLoop<AppAction>.Program.reducing(
      start: .start, event: AppAction.init, frame: { .tick(at: $0, tag: $1) },
      signal: { _ in .quit }, update: { reduce(&state, $0) }, perform: runner.perform,
      render: { AppView.render(state) })
    loop.run(program)
    runner.finishWrites()
    // Quitting while a fetch runs abandons it: its helper goes with the interface.
    HelperProcessTransport.stopRunningHelpers()
    return (state, loop.statistics)
  }

  /// The cached list (the browser and `daily`) and whether to refresh it in the background, or
  /// none for one problem; the browser without a cached list online starts by fetching it instead.
  private static func startingItems(context: AppContext, launch: inout Launch) throws
    -> ([ProblemListItem], ListFreshness)
  {
    switch launch {
    case .problem, .fetching(.problem): return ([], .fresh)
    case .progress: return ([], .fresh)
    case .daily, .fetching(.daily), .fetching(.list), .collection, .shelf:
      guard let cached = try context.repository.cachedListAndSource() else { return ([], .fresh) }
      return (cached.list.items, context.service.freshness(of: cached.list, from: cached.source))
    case .browser, .due:
      guard let cached = try context.repository.cachedListAndSource() else {
        if context.options.offline { throw LoadError.listNotCachedOffline }
        launch = .fetching(.list)
        return ([], .fresh)
      }
      return (cached.list.items, context.service.freshness(of: cached.list, from: cached.source))
    }
  }

  /// Why the interface refreshes the list it starts on, in its own words.
  private static func staleList(_ freshness: ListFreshness) -> StaleList? {
    switch freshness {
    case .fresh: nil
    case .bundled: .bundled
    case .stale(let age): .old(age: age)
    }
  }

  /// The app's state before `.start`: the list with its marks, the saved tab bar and segment
  /// settings, and the problem to open.
  static func startingState(
    context: AppContext, launch: Launch, items: [ProblemListItem], size: Size, theme: Theme,
    pictures: PictureGraphicsChoice? = nil
  ) -> AppState {
    let store = context.store
    let now = Date()
    var browser: BrowserState
    var dueRefresh = false
    switch launch {
    case .progress:
      browser = BrowserState(items: [])
    case .problem, .fetching(.problem):
      // No list, but what is opened is recently viewed all the same.
      browser = BrowserState(items: [], recent: RecentFile(store: store).read())
    case .browser, .due, .daily, .fetching, .collection, .shelf:
      browser = BrowserState(
        items: items, cachedSlugs: store.cachedSlugs(of: items),
        dailySlug: store.cachedDailySlug(at: now), recent: RecentFile(store: store).read())
      browser.practiceCounts = context.cachedPracticeCounts()
      // The cached solved list is read once: for the Due section and for whether to refresh it.
      let review = context.reviewService
      let solved = review.isSignedIn ? review.cached() : nil
      browser.due = solved.map { AppContext.browserDue($0, review: review) } ?? BrowserDue()
      dueRefresh = dueNeedsRefresh(context: context, launch: launch, cached: solved)
    }
    var settings = ProblemState.Settings(
      animated: !context.options.noAnimation, language: context.language,
      offline: context.options.offline)
    // Pictures in the terminal's graphics need no colour; cells do; `off` shows labels only.
    let drawable = pictures?.request != nil || theme.usesColor
    settings.pictures =
      pictures?.off == true || !drawable ? .none : context.options.noImages ? .hidden : .shown
    var state = AppState(browser: browser, size: size, settings: settings, theme: theme)
    loadMarks(into: &state, context: context)
    state.dueNeedsRefresh = dueRefresh
    state.randomPick = RandomPick(seed: .random(in: .min ... .max))
    let config = context.session.config
    state.settings.signedIn = context.session.isSignedIn
    state.notesWaiting = context.notesWaitToBeSent
    state.segmentDefaults = SegmentsState(
      preferredLanguage: config?.preferredLanguage, host: context.site.host)
    if let saved = config?.tabs {
      state.applyTabs(
        order: saved.order.compactMap(Segment.init(rawValue:)),
        hidden: Set(saved.hidden.compactMap(Segment.init(rawValue:))))
    }
    switch launch {
    case .browser: break
    case .due: state.browser.selectDue()
    case .problem(let loaded):
      state.singleProblem = true
      state.opening = opening(loaded, context: context, now: now, isDaily: false)
    case .daily(let loaded):
      state.opening = opening(loaded, context: context, now: now, isDaily: true)
    case .fetching(let request):
      if case .problem = request { state.singleProblem = true }
      state.loading = LoadingState(request: request)
    case .progress(let user, let cached, let fresh):
      state.singleProblem = true
      var screen = ProgressScreen(user: user, alone: true)
      // What the cache holds is drawn at once; a stale copy stays while it is fetched again.
      screen.page = cached
      screen.loading = !(fresh && cached != nil)
      state.progressScreen = screen
    case .collection(let screen):
      state.collection = screen
    case .shelf(let shelf):
      state.shelf = shelf
    }
    return state
  }

  /// What a loaded problem opens as.
  static func opening(
    _ loaded: LoadedProblem, context: AppContext, now: Date, isDaily: Bool
  ) -> ProblemOpening {
    ProblemOpening(
      problem: loaded.problem, sourceLabel: loaded.source.label(now: now),
      note: loaded.staleBecause.map(FailureWords.interface.phrase), segment: context.options.segment,
      isDaily: isDaily)
  }

  /// With `LEETVIEW_STATS=<file>`, writes the loop's counts there (for measuring).
  private static func writeStatistics(
    _ statistics: EventLoop<AppAction>.Statistics, environment: [String: String]
  ) {
    guard let path = environment["LEETVIEW_STATS"], !path.isEmpty else { return }
    let line =
      "wakeUps=\(statistics.wakeUps) frames=\(statistics.frames) draws=\(statistics.draws) "
      + "cells=\(statistics.cellsWritten)\n"
    _ = FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
  }
}
