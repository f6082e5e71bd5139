/// Which protocol to draw pictures with, from the setting, the terminal's answers and its
/// surroundings; nil for cells (or nothing, with `off`).
public enum GraphicsChoice {
  /// The protocol for `setting`: a named one as asked, `auto` the first the terminal answered to
  /// (kitty, then iTerm2's by its name, then sixel); nil for cells, for `off`, and for `auto`
  /// when nothing answered.
  ///
  /// Inside tmux pictures go through only with `allow-passthrough` on: without it every setting
  /// is cells. With it, `answers` are the outer terminal's (the query went through the
  /// passthrough, tmux's own answers were never asked for), so they are read as outside.
  public static func choose(
    _ setting: PicturesSetting, answers: GraphicsAnswers, termProgram: String?, inTmux: Bool,
    passthrough: Bool
  ) -> GraphicsProtocol? {
    if inTmux && !passthrough { return nil }
    switch setting {
    case .kitty: return .kitty
    case .sixel: return .sixel
    case .iterm: return .iterm
    case .cells, .off: return nil
    case .auto:
      if answers.kitty { return .kitty }
      let program = (termProgram ?? "") + " " + (answers.version ?? "")
      if program.contains("iTerm") || program.contains("WezTerm") { return .iterm }
      return answers.sixel ? .sixel : nil
    }
  }
}
