import LeetModel
import LeetText
import TermCore

/// Everything that can happen to the whole interface: the terminal's events, and one case for
/// each feature it routes to.
public enum AppAction: Sendable {
  /// The interface is on screen.
  case start
  case key(Key)
  case mouse(MouseEvent)
  case resized(Size)
  /// A frame of the open problem's tab glide is due.
  case tick(at: Duration, tag: Int)
  /// Something arrived for the problem page: the problem asked for, a segment, pictures, solving.
  case page(PageArrival)
  /// Something arrived for the problem list: the sync, its refresh, the daily problem, the marks.
  case browser(BrowserAction)
  /// Saving the tab bar failed; the reason.
  case tabsNotSaved(String)
  /// The start's fetch try `attempt` reported.
  case startup(attempt: Int, StartupEvent)
  /// What was fetched could not be kept in the cache: the warning, said once.
  case cacheNotKept(String)
  /// Something for the Progress screen (F2, `leetview stats`).
  case progress(ProgressAction)
  /// Something for the plans, lists and contests where the list stands.
  case collections(CollectionAction)
  /// Something for the question `f` asks: which list to add the open problem to or remove it from.
  case listChooser(ListChooserAction)
  /// Something for the Notes view of the open problem, or the notes waiting to be sent.
  case notes(NotesAction)
  case quit
}

extension AppAction {
  /// The action for a terminal event: a key, a click or a resize.
  public init(_ event: InputEvent) {
    switch event {
    case .key(let key): self = .key(key)
    case .mouse(let mouse): self = .mouse(mouse)
    case .resize(let size): self = .resized(size)
    }
  }
}
