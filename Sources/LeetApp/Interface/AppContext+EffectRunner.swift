import LeetFetch
import LeetPictureClient
import LeetUI

extension AppContext {
  /// The effect runner of the interface over this run's cache, session and policy, drawing
  /// pictures in `pictureMode`, answering through `post`: each runner over the services it uses.
  func effectRunner(
    pictureMode: PictureColorMode = .palette256, pictureGraphics: PictureGraphics? = nil,
    post: @escaping @Sendable (AppAction) -> Void
  ) -> EffectRunner {
    EffectRunner(runners(pictureMode: pictureMode, pictureGraphics: pictureGraphics), post: post)
  }

  /// The runners of the interface's work over this run's services.
  func runners(
    pictureMode: PictureColorMode = .palette256, pictureGraphics: PictureGraphics? = nil
  ) -> EffectRunner.Runners {
    EffectRunner.Runners(
      problems: ProblemLoader(service: service), segments: SegmentRunner(service: service),
      startup: StartupFetcher(services: self), browser: BrowserRunner(service: service),
      saves: SavesRunner(recentFile: RecentFile(store: store), session: session),
      pictures: PictureRunner(pictures: statementPictures(), mode: pictureMode, graphics: pictureGraphics),
      solve: SolveRunner(services: self), localRun: LocalRunRunner(services: self),
      progress: ProgressRunner(services: self), collections: CollectionRunner(services: self),
      lists: ListRunner(services: self), notes: NotesRunner(services: self),
      pastCode: PastCodeRunner(services: self))
  }
}
