/// Which protocol to draw pictures with, from the setting, the terminal's answers and its
/// surroundings; nil for cells (or nothing, with `off`).
public enum GraphicsChoice {
  /// The protocol for `setting`: a named one as asked, `auto` the first the terminal answered to
  /// (kitty, then iTerm2's by its name, then sixel); nil for cells, for `off`, and for `auto`
  /// when nothing answered.
  ///
  /// Inside tmux the kitty protocol goes through only with `allow-passthrough` on, and tmux
  /// answers DA1 itself, without sixel: there `auto` is kitty when passthrough is on and the
  /// outer terminal answered, else cells.
  public static func choose(
    _ setting: PicturesSetting, answers: GraphicsAnswers, termProgram: String?, inTmux: Bool,
    passthrough: Bool
  ) -> GraphicsProtocol? {
    switch setting {
    case .kitty: return .kitty
    case .sixel: return .sixel
    case .iterm: return .iterm
    case .cells, .off: return nil
    case .auto:
      if inTmux { return passthrough && answers.kitty ? .kitty : nil }
      if answers.kitty { return .kitty }
      let program = (termProgram ?? "") + " " + (answers.version ?? "")
      if program.contains("iTerm") || program.contains("WezTerm") { return .iterm }
      return answers.sixel ? .sixel : nil
    }
  }
}
