import Foundation
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The full-screen interface for one problem: wires the pure reducer and view to the curses edge.
enum InteractiveSession {
  /// Starts one task for a segment (its first load, a refresh, the next page, an entry); calls
  /// `deliver` (from any thread) with the result, `.segmentResult`.
  typealias SegmentRunner = (
    _ segment: Segment, _ task: SegmentTask, _ deliver: @escaping @Sendable (ProblemAction) -> Void
  ) -> Void

  /// Shows `loaded` until the user quits.
  /// - Parameter segmentRunner: fetches comments, solutions and submissions in the background;
  ///   by default through a `SegmentService` on the context's cache and policy.
  /// - Returns: the exit status, or nil when the terminal cannot run the interface (print instead).
  static func run(
    loaded: LoadedProblem, context: AppContext, segmentRunner: SegmentRunner? = nil
  ) -> Int32? {
    guard let terminal = CursesTerminal(environment: context.environment) else { return nil }
    defer { terminal.close() }
    let colors = terminal.colorProfile != .noColor
    let theme = Theme(usesColor: colors, glyphs: terminal.isUTF8 ? .unicode : .ascii)
    var settings = ProblemState.Settings(
      animated: !context.options.noAnimation, chinese: context.chinese,
      sourceLabel: sourceLabel(loaded.source, now: Date()), offline: context.options.offline)
    settings.tabs = savedTabs(context: context, showing: context.options.segment)
    let page = ProblemPage(problem: loaded.problem, chinese: context.chinese)
    var state = ProblemState(
      page: page, selected: context.options.segment, size: terminal.size, settings: settings,
      theme: theme)
    if let stale = loaded.staleBecause { state.message = "Showing a cached copy: \(stale)" }
    let config = try? ConfigFile.locate(environment: context.environment).read()
    state.segments = SegmentsState(
      preferredLanguage: config?.preferredLanguage, host: context.site.host)
    let runner =
      segmentRunner
      ?? serviceRunner(SegmentService(problems: context.service), slug: loaded.problem.titleSlug)

    let loop = EventLoop<ProblemAction>(terminal: terminal)
    let mailbox = loop.mailbox
    func apply(_ action: ProblemAction) -> [LoopRequest] {
      reduce(&state, action).compactMap { effect in
        switch effect {
        case .scheduleFrame(let tag): return .frame(tag: tag)
        case .quit: return .quit
        case .redraw: return .redraw
        case .loadSegment(let segment):
          // Results come back through the loop's mailbox, never by drawing from another thread.
          runner(segment, .load) { mailbox.post($0) }
          return nil
        case .segmentTask(let segment, let task):
          runner(segment, task) { mailbox.post($0) }
          return nil
        }
      }
    }
    let program = EventLoop<ProblemAction>.Program(
      handleEvent: { event in
        switch event {
        case .key(.character("L")) where state.mode == .reading:
          // `L` switches the problem and the labels between English and Chinese.
          state.showLanguage(chinese: !state.settings.chinese, of: loaded.problem)
          return []
        case .key(let key): return apply(.key(key))
        case .mouse(let mouse): return apply(.mouse(mouse))
        case .resize(let size): return apply(.resized(size))
        }
      },
      handleMessage: { apply($0) },
      handleFrame: { now, tag in apply(.tick(at: now, tag: tag)) },
      handleSignal: { _ in apply(.quit) },
      render: { ProblemView.render(state) })
    _ = apply(.start)
    loop.run(program)
    terminal.close()
    writeStatistics(loop.statistics, environment: context.environment)
    return 0
  }

  /// Runs tasks through `service` on its background queue, answering with `.segmentResult`.
  static func serviceRunner(_ service: SegmentService, slug: String) -> SegmentRunner {
    return { segment, task, deliver in
      service.perform(request(segment, task), slug: slug) { result in
        switch result {
        case .success(let loaded):
          let outcome = SegmentOutcome.loaded(
            snapshot(loaded.content), staleBecause: loaded.staleBecause, at: Date())
          deliver(.segmentResult(segment, task, outcome))
        case .failure(let error):
          deliver(.segmentResult(segment, task, .failed(error.message)))
        }
      }
    }
  }

  /// The service's request for a task of the interface.
  static func request(_ segment: Segment, _ task: SegmentTask) -> SegmentRequest {
    switch task {
    case .load: .load(segment, refresh: false)
    case .refresh: .load(segment, refresh: true)
    case .more: .more(segment)
    case .open(let id):
      switch segment {
      case .comments: .replies(id)
      case .submissions: .submissionDetail(id)
      default: .article(id)
      }
    }
  }

  /// The fetch layer's content as the interface's snapshot.
  static func snapshot(_ content: SegmentContent) -> SegmentSnapshot {
    switch content {
    case .solutions(let snapshot): .solutions(snapshot)
    case .comments(let snapshot): .comments(snapshot)
    case .submissions(let snapshot): .submissions(snapshot)
    case .signInNeeded: .signInNeeded
    }
  }

  /// The tabs the config file keeps (the tab bar editor's choice), with `segment` shown.
  static func savedTabs(context: AppContext, showing segment: Segment) -> [Segment] {
    guard let saved = ConfigFile.locate(environment: context.environment).tabs() else {
      return Segment.allCases
    }
    let editor = TabEditor(
      order: saved.order.compactMap(Segment.init(rawValue:)),
      hidden: Set(saved.hidden.compactMap(Segment.init(rawValue:))).subtracting([segment]))
    return editor.visible
  }

  /// Where the data came from, as the status line says it.
  static func sourceLabel(_ source: CacheSource, now: Date) -> String {
    switch source {
    case .bundled: return "bundled"
    case .live: return "live"
    case .cached(let date):
      let days = Int(now.timeIntervalSince(date) / 86_400)
      switch days {
      case ..<1: return "cached today"
      case 1: return "cached 1 day ago"
      default: return "cached \(days) days ago"
      }
    }
  }

  /// With `LEETVIEW_STATS=<file>`, appends the loop's counts there (for measuring).
  private static func writeStatistics(
    _ statistics: EventLoop<ProblemAction>.Statistics, environment: [String: String]
  ) {
    guard let path = environment["LEETVIEW_STATS"], !path.isEmpty else { return }
    let line =
      "wakeUps=\(statistics.wakeUps) frames=\(statistics.frames) draws=\(statistics.draws) "
      + "cells=\(statistics.cellsWritten)\n"
    _ = FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
  }
}
