import FoundationEssentials
import LeetCurses
import LeetUI

/// Routes the app reducer's effects to the runners that carry them out: loads, saves, the sync
/// and the daily look-up run in the background, and everything they learn comes back as actions
/// posted to the loop's mailbox.
///
/// It never touches the app's state; the run's context builds it (`effectRunner(pictureMode:post:)`).
final class EffectRunner: Sendable {
  /// The runners of each kind of work, as they were built for this run.
  let runners: Runners
  /// Where every action learned is posted: the loop's mailbox.
  let post: @Sendable (AppAction) -> Void

  /// The runners the router hands effects to, one for each feature or kind of work.
  struct Runners: Sendable {
    /// Loads the problems the browser asks for, the latest first.
    var problems: ProblemLoader
    /// The problem page's segment tasks.
    var segments: SegmentRunner
    /// What the app starts on.
    var startup: StartupFetcher
    /// The browser's background work: daily, the list, the sync, the marks.
    var browser: BrowserRunner
    /// The recently viewed list and the tab bar.
    var saves: SavesRunner
    /// The statement's pictures.
    var pictures: PictureRunner
    /// The solution file, the editor and the judge.
    var solve: SolveRunner
    /// The local runs.
    var localRun: LocalRunRunner
    /// The Progress screen.
    var progress: ProgressRunner
    /// The plans, lists and contests.
    var collections: CollectionRunner
    /// The list chooser (`f`).
    var lists: ListRunner
    /// The notes: the Notes view's reads and edits, the waiting notes sent at the start.
    var notes: NotesRunner
    /// The diffs and restores of past code (`d`, `D`, `R`).
    var pastCode: PastCodeRunner
  }

  /// A router handing effects to `runners`, answering through `post`.
  init(_ runners: Runners, post: @escaping @Sendable (AppAction) -> Void) {
    self.runners = runners
    self.post = post
  }

  /// Waits for the writes still queued, so that none is lost when the process exits.
  func finishWrites() {
    runners.saves.finishWrites()
  }

  /// Starts `effect`; returns what the loop itself must do (frames, redraw, quit), if anything.
  func perform(_ effect: AppEffect) -> LoopRequest? {
    if let request = effect.loopRequest { return request }
    let post = post
    switch effect {
    case .scheduleFrame, .scheduleFrameAfter, .quit, .redraw: break
    case .segmentTask(let slug, let segment, let task):
      runners.segments.start(slug: slug, segment, task, post: post)
    case .loadProblem(let slug): runners.problems.load(slug, post: post)
    case .fetchStartup(let request, let attempt): runners.startup.fetch(request, attempt: attempt, post: post)
    case .saveRecent(let slugs): runners.saves.saveRecent(slugs)
    case .saveTabs(let order, let hidden): runners.saves.saveTabs(order: order, hidden: hidden).forEach(post)
    case .lookUpDaily: runners.browser.lookUpDaily(post: post)
    case .loadList: runners.browser.loadList(post: post)
    case .startSync: runners.browser.startSync(post: post)
    case .refreshList: runners.browser.refreshList(post: post)
    case .refreshMarks: runners.browser.refreshMarks(post: post)
    case .refreshDue: runners.browser.refreshDue(post: post)
    case .drawPictures(let slug, let urls, let box):
      runners.pictures.start(slug: slug, urls: urls, box: box, post: post)
    case .solve(.runLocally, let problem): runners.localRun.start(problem, post: post)
    case .solve(let request, let problem): return runners.solve.start(request, problem, post: post)
    case .pastCode(let effect, let problem): runners.pastCode.perform(effect, problem, post: post)
    case .progress(let effect): runners.progress.perform(effect, post: post)
    case .collections(let effect): runners.collections.perform(effect, post: post)
    case .listChooser(.loadChoices(let slug)): runners.lists.startChoices(for: slug, post: post)
    case .listChooser(.change(let slug, let name, let questionSlug, let adding)):
      runners.lists.startChange(slug, name: name, questionSlug: questionSlug, adding: adding, post: post)
    case .notes(let effect): return runners.notes.start(effect, post: post)
    }
    return nil
  }
}
