import Dispatch
import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetModel
import LeetPictureClient
import LeetUI

/// Carries out the app reducer's effects: loads, saves, the sync and the daily look-up run in the
/// background, and everything they learn comes back as actions posted to the loop's mailbox.
///
/// It never touches the app's state.
final class EffectRunner: Sendable {
  private let service: ProblemService
  private let segments: SegmentService
  private let loader: ProblemLoader
  private let recentFile: RecentFile
  /// Writes of the recently viewed list, in order, off the loop's thread: each ends in an fsync,
  /// which must not hold up a frame (opening a problem from the command line writes one at start).
  private let recentWrites = DispatchQueue(label: "leetview.recent-writes")
  private let session: Session
  private let pictures: StatementPictures?
  /// The colours pictures are drawn in: the terminal's (24-bit under a `-direct` entry).
  private let pictureMode: PictureColorMode
  /// The terminal's graphics pictures are drawn in instead of cells, when it speaks one.
  private let pictureGraphics: PictureGraphics?
  private let startup: StartupFetcher
  /// The Progress screen's runner.
  private let progress: ProgressRunner
  /// The runner of plans, lists and contests.
  private let collections: CollectionRunner
  let post: @Sendable (AppAction) -> Void
  /// The command line's context, for the solving effects (solution files, the judge).
  let context: AppContext

  /// A runner over `context`'s cache and policy, drawing pictures in `pictureMode`, answering
  /// through `post`.
  init(
    context: AppContext, pictureMode: PictureColorMode = .palette256,
    pictureGraphics: PictureGraphics? = nil, post: @escaping @Sendable (AppAction) -> Void
  ) {
    service = context.service
    segments = SegmentService(problems: context.service)
    loader = ProblemLoader(service: context.service)
    recentFile = RecentFile(store: context.store)
    session = context.session
    pictures = context.statementPictures()
    self.pictureMode = pictureMode
    self.pictureGraphics = pictureGraphics
    startup = StartupFetcher(context: context, post: post)
    progress = ProgressRunner(services: context)
    collections = CollectionRunner(services: context)
    self.post = post
    self.context = context
  }

  /// Waits for the writes still queued, so that none is lost when the process exits.
  func finishWrites() {
    recentWrites.sync {}
  }

  /// Starts `effect`; returns what the loop itself must do (frames, redraw, quit), if anything.
  func perform(_ effect: AppEffect) -> LoopRequest? {
    if let request = effect.loopRequest { return request }
    switch effect {
    case .scheduleFrame, .scheduleFrameAfter, .quit, .redraw: break
    case .segmentTask(let slug, let segment, let task):
      runSegmentTask(slug: slug, segment, task)
    case .loadProblem(let slug):
      loader.load(slug, post: post)
    case .fetchStartup(let request, let attempt):
      startup.fetch(request, attempt: attempt)
    case .saveRecent(let slugs):
      let file = recentFile
      recentWrites.async { file.write(slugs) }
    case .saveTabs(let order, let hidden):
      do {
        try session.storeTabs(
          order: order.map(\.rawValue),
          hidden: Segment.allCases.filter { hidden.contains($0) }.map(\.rawValue))
      } catch {
        post(.tabsNotSaved("\(error)"))
      }
    case .lookUpDaily:
      let service = service
      let post = post
      DispatchQueue.global(qos: .utility).async {
        if let daily = try? service.daily() { post(.dailyKnown(slug: daily.problem.titleSlug)) }
      }
    case .loadList:
      let service = service
      let post = post
      DispatchQueue.global(qos: .userInitiated).async {
        let items = ((try? service.repository.cachedList()) ?? nil)?.items ?? []
        let store = service.store
        post(
          .listLoaded(
            items: items, cached: store.cachedSlugs(of: items), dailySlug: store.cachedDailySlug(at: Date())))
      }
    case .startSync:
      BackgroundSync.start(service: service, post: post)
    case .refreshList:
      ListRefresher.start(service: service, post: post)
    case .refreshMarks:
      MarksRefresher.start(service: service, post: post)
    case .drawPictures(let slug, let urls, let box):
      Self.drawPictures(
        pictures, slug: slug, urls: urls, box: box, mode: pictureMode, graphics: pictureGraphics, post: post)
    case .solve(let request, let problem):
      return solve(request, problem)
    case .progress(let effect):
      progress.perform(effect, post: post)
    case .collections(let effect):
      collections.perform(effect, post: post)
    case .loadListChoices(let slug):
      loadListChoices(for: slug)
    case .changeList(let slug, let name, let questionSlug, let adding):
      changeList(slug, name: name, questionSlug: questionSlug, adding: adding)
    }
    return nil
  }

  /// Runs a segment task through the segment service on its queue, posting `.segmentResult`.
  private func runSegmentTask(slug: String, _ segment: Segment, _ task: SegmentTask) {
    let post = post
    let service = service
    segments.perform(task, of: segment, slug: slug) { result in
      defer { if let warning = service.takeCacheWarning() { post(.cacheNotKept(warning)) } }
      switch result {
      case .success(let loaded):
        let outcome = SegmentOutcome.loaded(
          loaded.content, staleBecause: loaded.staleBecause, at: Date(),
          source: loaded.source.label(now: Date()))
        post(.segmentResult(slug: slug, segment, task, outcome))
      case .failure(let error):
        post(.segmentResult(slug: slug, segment, task, .failed(error.message)))
      }
    }
  }
}
