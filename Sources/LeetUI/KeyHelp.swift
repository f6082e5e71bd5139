/// The keys, as the help overlay lists them.
public enum KeyHelp {
  /// Each entry: the keys, and what they do.
  public static let entries: [(keys: String, action: String)] = [
    ("Tab  l  →", "next segment"),
    ("S-Tab  h  ←", "previous segment"),
    ("1 2 3 4", "jump to a segment"),
    ("j  k  ↓  ↑", "scroll; in a list, select"),
    ("Enter", "open the selected entry"),
    ("]  [", "next / previous entry"),
    ("m", "load more of the list"),
    ("r", "refresh the segment, retry"),
    ("Space  b  PgDn  PgUp", "scroll a page"),
    ("Ctrl-F  Ctrl-B", "scroll a page"),
    ("Ctrl-D  Ctrl-U", "scroll half a page"),
    ("g  G  Home  End", "top / bottom"),
    ("/  Enter", "search in the page"),
    ("n  N", "next / previous match"),
    ("Esc", "back to the list, clear search"),
    ("mouse", "click a tab or entry, wheel"),
    ("Ctrl-L", "redraw the screen"),
    ("?", "this help"),
    ("q", "quit"),
  ]
}
