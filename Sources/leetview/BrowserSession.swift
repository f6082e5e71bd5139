import Foundation
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The full-screen browser: the cached problem list, and the problems opened from it.
enum BrowserSession {
  /// Shows the browser until the user quits, with `opening` open first (`leetview daily`).
  /// - Returns: the exit status, or nil when the terminal cannot run the interface.
  /// - Throws: `LoadError` when no problem list is cached.
  static func run(context: AppContext, opening: LoadedProblem? = nil) throws -> Int32? {
    // `daily` opens its problem even before any list is cached.
    let cached = try context.repository.cachedList()
    guard let list = cached ?? opening.map({ _ in ProblemList(fetchedAt: nil, items: []) }) else {
      throw LoadError.notCachedOffline("the problem list")
    }
    guard let terminal = CursesTerminal(environment: context.environment) else { return nil }
    defer { terminal.close() }
    let service = context.service
    let store = context.store
    let recentFile = RecentFile(store: store)
    let loader = ProblemLoader(service: service)
    let segments = SegmentService(problems: service)
    let config = ConfigFile.locate(environment: context.environment)
    let browser = BrowserState(
      items: list.items, cachedSlugs: cachedSlugs(list.items, store: store),
      dailySlug: cachedDailySlug(store: store, now: Date()), recent: recentFile.read(),
      chinese: context.chinese)
    let theme = Theme(
      usesColor: terminal.colorProfile != .noColor, glyphs: terminal.isUTF8 ? .unicode : .ascii)
    let settings = ProblemState.Settings(
      animated: !context.options.noAnimation, chinese: context.chinese, sourceLabel: "",
      offline: context.options.offline)
    var state = AppState(browser: browser, size: terminal.size, settings: settings, theme: theme)
    state.segmentDefaults = SegmentsState(
      preferredLanguage: (try? config.read())?.preferredLanguage, host: context.site.host)
    if let saved = config.tabs() {
      state.applyTabs(
        order: saved.order.compactMap(Segment.init(rawValue:)),
        hidden: Set(saved.hidden.compactMap(Segment.init(rawValue:))))
    }

    let loop = EventLoop<AppAction>(terminal: terminal)
    let mailbox = loop.mailbox
    func apply(_ action: AppAction) -> [LoopRequest] {
      reduce(&state, action).compactMap { effect in
        switch effect {
        case .scheduleFrame(let tag): return .frame(tag: tag)
        case .quit: return .quit
        case .redraw: return .redraw
        case .segmentTask(let slug, let segment, let task):
          let run = InteractiveSession.serviceRunner(segments, slug: slug)
          run(segment, task) { action in
            if case .segmentResult(let segment, let task, let outcome) = action {
              mailbox.post(.segmentResult(slug: slug, segment, task, outcome))
            }
          }
          return nil
        case .loadProblem(let slug):
          loader.load(slug) { mailbox.post($0) }
          return nil
        case .saveRecent(let slugs):
          recentFile.write(slugs)
          return nil
        case .saveTabs(let order, let hidden):
          do {
            try config.storeTabs(
              order: order.map(\.rawValue),
              hidden: Segment.allCases.filter { hidden.contains($0) }.map(\.rawValue))
          } catch {
            state.message = "Could not save the tab bar: \(error)"
          }
          return nil
        case .startSync:
          sync(service: service) { mailbox.post($0) }
          return nil
        }
      }
    }
    let program = EventLoop<AppAction>.Program(
      handleEvent: { event in
        switch event {
        case .key(let key): apply(.key(key))
        case .mouse(let mouse): apply(.mouse(mouse))
        case .resize(let size): apply(.resized(size))
        }
      },
      handleMessage: { apply($0) },
      handleFrame: { now, tag in apply(.tick(at: now, tag: tag)) },
      handleSignal: { _ in apply(.quit) },
      render: { AppView.render(state) })
    _ = apply(.start)
    if let opening {
      let slug = opening.problem.titleSlug
      _ = request(&state, slug: slug, focus: .problem)
      state.browser.select(slug: slug)
      keepCursorVisible(&state)
      _ = apply(
        .problemLoaded(
          slug: slug, opening.problem,
          sourceLabel: InteractiveSession.sourceLabel(opening.source, now: Date()),
          note: opening.staleBecause))
      state.browser.dailySlug = state.browser.dailySlug ?? slug
    } else if !context.options.offline {
      DispatchQueue.global(qos: .utility).async {
        if let daily = try? service.daily() {
          mailbox.post(.dailyKnown(slug: daily.problem.titleSlug))
        }
      }
    }
    loop.run(program)
    terminal.close()
    return 0
  }

  /// Runs the polite `sync --details` on a thread of its own, posting its progress.
  private static func sync(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    let thread = Thread {
      let runner = SyncRunner(service: service, details: true)
      var last = Date.distantPast
      do {
        let summary = try runner.run { progress in
          let now = Date()
          guard now.timeIntervalSince(last) >= 0.2 else { return }
          last = now
          post(.syncProgress("sync: " + progress.line(width: 60)))
        }
        let list = try? service.repository.cachedList()
        let items = list?.items ?? []
        post(
          .syncFinished(
            "sync: " + summary.line, items: items,
            cached: cachedSlugs(items, store: service.store)))
      } catch {
        let reason = (error as? LoadError)?.message ?? "\(error)"
        let items = (try? service.repository.cachedList())?.items ?? []
        post(
          .syncFinished(
            "sync failed: " + TextSanitizer.clean(reason), items: nil,
            cached: cachedSlugs(items, store: service.store)))
      }
    }
    thread.start()
  }

  /// The slugs of `items` whose statement is cached.
  static func cachedSlugs(_ items: [ProblemListItem], store: CacheStore) -> Set<String> {
    Set(items.lazy.map(\.titleSlug).filter { store.contains(.questions, slug: $0) })
  }

  /// Today's daily problem from the cached `daily.json`, when it is today's.
  static func cachedDailySlug(store: CacheStore, now: Date) -> String? {
    guard let entry = try? store.readDaily(), let json = try? JSONValue.parse(entry.data),
      let pointer = LeetCodeAPI.dailyPointer(json)
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: store.site == .cn ? 8 * 3_600 : 0) ?? .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    let today = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    guard pointer.date.map({ $0.hasPrefix(today) }) ?? false else { return nil }
    return pointer.titleSlug
  }
}
