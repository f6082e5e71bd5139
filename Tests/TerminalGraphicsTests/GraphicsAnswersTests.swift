import Testing

@testable import TerminalGraphics

/// Reading what terminals answer to the graphics query (issue 36): the answers as the terminals
/// on Debian 12 send them, cut short, mixed with typed keys, and hostile.
@Suite struct GraphicsAnswersTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func kittyAnswersItsQueryItsVersionAndDeviceAttributes() {
    let answers = GraphicsAnswers(
      reading: Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"))
    #expect(answers.kitty && !answers.sixel && answers.complete)
    #expect(answers.version == "kitty(0.26.5)")
  }

  @Test func xtermAsAVT340AnswersSixelInDeviceAttributes() {
    let answers = GraphicsAnswers(
      reading: Self.bytes("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;3;4;6;9;15;16;22;28c"))
    #expect(!answers.kitty && answers.sixel && answers.complete)
    #expect(answers.version == "XTerm(379)")
  }

  @Test func tmuxAnswersDeviceAttributesItselfWithoutSixel() {
    let answers = GraphicsAnswers(reading: Self.bytes("\u{1B}[?1;2c"))
    #expect(!answers.kitty && !answers.sixel && answers.complete && answers.version == nil)
  }

  @Test func aKittyErrorIsNoKittyAndAnotherImagesAnswerIsIgnored() {
    let refused = GraphicsAnswers(reading: Self.bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c"))
    #expect(!refused.kitty && refused.complete)
    let other = GraphicsAnswers(reading: Self.bytes("\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c"))
    #expect(!other.kitty)
  }

  @Test func anAnswerCutShortIsNotCompleteAndKeysBetweenAnswersAreSkipped() {
    let whole = Self.bytes("q\u{1B}_Gi=31;OK\u{1B}\\j\u{1B}[A\u{1B}[?62;4c")
    for end in 0..<whole.count {
      let answers = GraphicsAnswers(reading: Array(whole[..<end]))
      #expect(!answers.complete, "complete after \(end) bytes")
    }
    let answers = GraphicsAnswers(reading: whole)
    #expect(answers.kitty && answers.sixel && answers.complete)
  }

  @Test func aHostileVersionKeepsOnlyPrintableASCIIAndSixtyFourCharacters() {
    let long = String(repeating: "x", count: 500)
    let answers = GraphicsAnswers(reading: Self.bytes("\u{1B}P>|ev\u{7}"))
    #expect(answers.version == "ev")
    let noisy = GraphicsAnswers(reading: Self.bytes("\u{1B}P>|a\u{9B}b\u{08}c\(long)\u{1B}\\"))
    #expect(noisy.version?.allSatisfy { $0.isASCII && !$0.isWhitespace || $0 == " " } == true)
    #expect((noisy.version?.count ?? 0) <= 64 && noisy.version?.hasPrefix("abc") == true)
  }

  @Test func theQueryEndsWithDeviceAttributesSoItsAnswerMarksTheEnd() {
    let query = String(decoding: GraphicsQuery.bytes, as: UTF8.self)
    #expect(query.hasPrefix("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
    #expect(query.hasSuffix("\u{1B}[c") && query.contains("\u{1B}[>0q"))
  }
}

/// Choosing the protocol from the setting, the answers and tmux.
@Suite struct GraphicsChoiceTests {
  static func answers(kitty: Bool = false, sixel: Bool = false, version: String? = nil) -> GraphicsAnswers {
    var answers = GraphicsAnswers()
    answers.kitty = kitty
    answers.sixel = sixel
    answers.version = version
    answers.complete = true
    return answers
  }

  @Test func autoTakesKittyThenITermByNameThenSixelElseCells() {
    func choose(_ answers: GraphicsAnswers, program: String? = nil) -> GraphicsProtocol? {
      GraphicsChoice.choose(.auto, answers: answers, termProgram: program, inTmux: false, passthrough: false)
    }
    #expect(choose(Self.answers(kitty: true, sixel: true)) == .kitty)
    #expect(choose(Self.answers(sixel: true), program: "iTerm.app") == .iterm)
    #expect(choose(Self.answers(sixel: true, version: "WezTerm 20240203")) == .iterm)
    #expect(choose(Self.answers(sixel: true)) == .sixel)
    #expect(choose(Self.answers()) == nil)
  }

  @Test func insideTmuxTheOuterTerminalsAnswersCountOnlyWithPassthroughElseCells() {
    func choose(_ setting: PicturesSetting, _ answers: GraphicsAnswers, passthrough: Bool)
      -> GraphicsProtocol?
    {
      GraphicsChoice.choose(
        setting, answers: answers, termProgram: "tmux", inTmux: true, passthrough: passthrough)
    }
    #expect(choose(.auto, Self.answers(kitty: true), passthrough: true) == .kitty)
    #expect(choose(.auto, Self.answers(sixel: true), passthrough: true) == .sixel)
    #expect(choose(.auto, Self.answers(), passthrough: true) == nil)
    for setting in PicturesSetting.allCases {
      #expect(choose(setting, Self.answers(kitty: true, sixel: true), passthrough: false) == nil)
    }
  }

  @Test func aNamedSettingIsTakenAsAskedAndCellsOrOffNeverDrawPixels() {
    for setting in PicturesSetting.allCases {
      let chosen = GraphicsChoice.choose(
        setting, answers: Self.answers(kitty: true), termProgram: nil, inTmux: false, passthrough: false)
      switch setting {
      case .kitty, .sixel, .iterm: #expect(chosen?.rawValue == setting.rawValue)
      case .cells, .off: #expect(chosen == nil)
      case .auto: #expect(chosen == .kitty)
      }
    }
  }
}
