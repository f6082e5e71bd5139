import TermCore
import TerminalGraphics
import Testing

@testable import LeetApp

/// Choosing the run's graphics inside tmux: what tmux says of the pane decides whether anything
/// is asked, and the query goes through the passthrough when it is.
@Suite struct PictureGraphicsChoiceTests {
  static let tmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%1"]

  /// Kitty's answers to the query.
  static let kitty = GraphicsAnswers(reading: Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c".utf8))

  @Test func tmuxsAnswerGivesThePassthroughAndThePanesCorner() {
    #expect(
      TmuxPaneGraphics(answer: "13 40 1\n")
        == TmuxPaneGraphics(passthrough: true, origin: Point(x: 40, y: 13)))
    #expect(TmuxPaneGraphics(answer: "0 0 0")?.passthrough == false)
    #expect(TmuxPaneGraphics(answer: "0 0 all")?.passthrough == true)
    for hostile in ["", "1 2", "a b 1", "-1 0 1", "0 0 1 extra", "99999999999999999999 0 1"] {
      #expect(TmuxPaneGraphics(answer: hostile) == nil, "\(hostile)")
    }
  }

  @Test func withPassthroughOnTheQueryGoesThroughItAndItsAnswerCounts() {
    var asked: [[UInt8]] = []
    let choice = PictureGraphicsChoice.choose(
      .auto, environment: Self.tmux,
      ask: {
        asked.append($0)
        return Self.kitty
      }, cellPixels: { nil },
      tmux: { TmuxPaneGraphics(passthrough: true, origin: Point(x: 0, y: 5)) })
    #expect(choice.graphics == .kitty && choice.inTmux && choice.paneOrigin == Point(x: 0, y: 5))
    #expect(asked == [GraphicsQuery.throughTmux])
  }

  @Test func withPassthroughOffNothingIsAskedAndEverySettingIsCells() {
    for setting in PicturesSetting.allCases {
      var asked: [[UInt8]] = []
      let choice = PictureGraphicsChoice.choose(
        setting, environment: Self.tmux,
        ask: {
          asked.append($0)
          return Self.kitty
        }, cellPixels: { nil },
        tmux: { TmuxPaneGraphics(passthrough: false, origin: Point(x: 0, y: 0)) })
      #expect(choice.graphics == nil && choice.request == nil && asked.isEmpty, "\(setting)")
    }
  }

  @Test func whenTmuxCannotBeAskedTheAnswerThroughItDecides() {
    var asked: [[UInt8]] = []
    let named = PictureGraphicsChoice.choose(
      .sixel, environment: Self.tmux,
      ask: {
        asked.append($0)
        return Self.kitty
      }, cellPixels: { nil }, tmux: { nil })
    #expect(named.graphics == .sixel && asked == [GraphicsQuery.throughTmux])
    let silent = PictureGraphicsChoice.choose(
      .kitty, environment: Self.tmux, ask: { _ in GraphicsAnswers() }, cellPixels: { nil }, tmux: { nil })
    #expect(silent.graphics == nil)
  }
}
