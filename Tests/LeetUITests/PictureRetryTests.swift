import LeetText
import TermCore
import Testing

@testable import LeetUI

/// `r` on the statement asks again for the pictures that failed, never for those leetview's own
/// rules refused (issue 19, minor 1e).
@Suite struct PictureRetryTests {
  static let box = PictureBox(columns: 76, rows: 8)
  static let urls = [PictureReducerTests.first, PictureReducerTests.second]

  @Test func rAsksAgainForAFailedPictureAndKeepsWhatIsDrawn() {
    var state = PictureReducerTests.state()
    _ = reduce(&state, .start)
    let slots: PictureSlots = [
      PictureReducerTests.first: .drawn(PictureReducerTests.art(20, 4)),
      PictureReducerTests.second: .failed(note: "not drawn: could not be fetched"),
    ]
    _ = reduce(&state, .picturesDrawn(Self.box, slots))
    let effects = reduce(&state, .key(.character("r")))
    #expect(effects == [.drawPictures(urls: Self.urls, box: Self.box)])
    #expect(state.messageText == "Fetching 1 picture again")
    #expect(state.pictures.pending == Self.box)
    #expect(state.currentLayout.lines.filter { $0.picture != nil }.count == 4)
    // While it is asked, `r` asks nothing more; the answer is taken in.
    #expect(reduce(&state, .key(.character("r"))) == [])
    let drawn = PictureReducerTests.art(20, 4)
    _ = reduce(
      &state,
      .picturesDrawn(
        Self.box, [PictureReducerTests.first: .drawn(drawn), PictureReducerTests.second: .drawn(drawn)]))
    #expect(state.currentLayout.lines.filter { $0.picture != nil }.count == 8)
    #expect(reduce(&state, .key(.character("r"))) == [])
    #expect(state.messageText == "No failed pictures to fetch again")
  }

  @Test func rLeavesAPictureRefusedByTheRulesAlone() {
    var state = PictureReducerTests.state()
    _ = reduce(&state, .start)
    let slots: PictureSlots = [
      PictureReducerTests.first: .refused(note: "not drawn: a local or private address"),
      PictureReducerTests.second: .refused(note: "not drawn: one of more than 32 pictures in the statement"),
    ]
    _ = reduce(&state, .picturesDrawn(Self.box, slots))
    #expect(
      PictureReducerTests.lines(state).contains("[image: tree (not drawn: a local or private address)]"))
    #expect(reduce(&state, .key(.character("r"))) == [])
    #expect(state.messageText == "No failed pictures to fetch again")
  }

  @Test func theKeyIsInTheMapWithItsHelpInBothLanguages() {
    #expect(KeyMap.command(for: .character("r"), in: .page) == .refresh)
    let row = KeyMap.rows(for: .problem).first { $0.keys == "r" }
    #expect(row?.help.contains("failed pictures") == true)
    #expect(row?.help(in: .chinese).contains("图片") == true)
  }
}
