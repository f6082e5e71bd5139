/// A way of drawing pixels that a terminal speaks.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
  case kitty
  /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal, iTerm2).
  case sixel
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iterm
}

/// How statement pictures are drawn: `pictures = …` in the config, `--pictures MODE`.
public enum PicturesSetting: String, CaseIterable, Hashable, Sendable {
  /// Ask the terminal and use the first protocol it answers to, else cells.
  case auto
  case kitty
  case sixel
  case iterm
  /// Character cells (block symbols in colour), as every colour terminal shows.
  case cells
  /// No pictures: their labels only.
  case off
}
