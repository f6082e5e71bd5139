import LeetModel

extension ProblemState {
  /// What every problem is opened with, from the session.
  ///
  /// Motion, language, offline, the tabs, pictures and the session found at start. The app holds
  /// the session's copy (`AppState.settings`) and gives it to each problem it opens; the language
  /// and the tabs change during the session (Ctrl-G, the tab bar editor) and are given to the open
  /// problem then, and a problem opened on a segment the tab bar hides shows that tab too. What
  /// belongs to one problem (where it came from, whether it was opened from the list) is the
  /// problem's own, in `ProblemState`.
  public struct Settings: Hashable, Sendable {
    public var animated: Bool
    /// The language of the labels and, where LeetCode translates, of the problem.
    public var language: Language
    public var offline: Bool
    /// The segment tabs shown, in order (the tab bar editor's choice); Description is always one.
    public var tabs: [Segment] = Segment.allCases
    /// Statement pictures: whether they can be drawn (colour), and whether they start shown.
    public var pictures = PicturesState.Availability.none
    /// Whether a LeetCode session was found at start: without one, `t` and `x` say how to sign in.
    public var signedIn = true

    public init(animated: Bool = true, language: Language = .english, offline: Bool = false) {
      self.animated = animated
      self.language = language
      self.offline = offline
    }
  }
}
