import TermCore

/// Everything that can happen to the Progress screen (F2, `leetview stats`).
public enum ProgressAction: Sendable {
  /// F2: the screen of the signed-in user opens over whatever was open.
  case open
  /// The interface is on screen: the screen it opened on loads, unless its cached page is fresh.
  case start
  /// The progress asked for arrived (for `user`, nil for the signed-in user), as a page.
  case loaded(user: String?, ProgressPage)
  /// The progress asked for could not be loaded: why, on one line.
  case failed(user: String?, reason: String)
  /// A key on the screen (its help, when shown, takes keys before it).
  case key(Key)
  /// The mouse on the screen.
  case mouse(MouseEvent)
}
