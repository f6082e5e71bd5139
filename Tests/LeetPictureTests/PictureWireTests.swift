import Foundation
import LeetPictureClient
import Testing

/// Requests and replies cross the pipe unchanged; damaged replies are refused, never trusted.
@Suite struct PictureWireTests {
  static let cells = PictureCells(
    columns: 2, rows: 2,
    cells: [
      PictureCell(
        character: "\u{2580}", foreground: PictureColor(red: 1, green: 2, blue: 3),
        background: PictureColor(red: 250, green: 251, blue: 252)),
      PictureCell(
        character: " ", foreground: PictureColor(packed: 0), background: PictureColor(packed: 0xffffff)),
      PictureCell(
        character: "\u{1FB0F}", foreground: PictureColor(packed: 0x123456),
        background: PictureColor(packed: 0xabcdef)),
      PictureCell(
        character: "\u{2597}", foreground: PictureColor(packed: 0x808080), background: PictureColor(packed: 0)
      ),
    ], sourceWidth: 70_000, sourceHeight: 3)

  @Test func requestRoundTrips() throws {
    let request = PictureRequest(
      file: URL(fileURLWithPath: "/tmp/a dir/tree 1.png"), maxColumns: 80, maxRows: 24, mode: .palette256)
    let line = try #require(PictureWire.encode(request))
    #expect(line == "256 80 24 /tmp/a dir/tree 1.png\n")
    #expect(PictureWire.decodeRequest(line.dropLast()) == request)
  }

  @Test func requestsThatCannotTravelAreRefused() {
    let newline = PictureRequest(
      file: URL(fileURLWithPath: "/tmp/a\nb.png"), maxColumns: 80, maxRows: 24, mode: .trueColor)
    #expect(PictureWire.encode(newline) == nil)
    #expect(PictureWire.decodeRequest("24 0 24 /x.png") == nil)
    #expect(PictureWire.decodeRequest("16 80 24 /x.png") == nil)
    #expect(PictureWire.decodeRequest("24 80 24 ") == nil)
  }

  @Test func repliesRoundTrip() throws {
    var bytes = PictureWire.magic
    PictureWire.append(.success(try #require(Self.cells)), to: &bytes)
    PictureWire.append(.failure(PictureFailure(.tooLarge, "too large to draw")), to: &bytes)
    let replies = try PictureWire.decodeReplies(bytes, count: 2)
    #expect(try replies[0].get() == Self.cells)
    #expect(replies[1] == .failure(PictureFailure(.tooLarge, "too large to draw")))
  }

  @Test func shortOrDamagedRepliesAreRefused() throws {
    var bytes = PictureWire.magic
    PictureWire.append(.success(try #require(Self.cells)), to: &bytes)
    #expect(throws: PictureFailure.self) { try PictureWire.decodeReplies(Array(bytes.dropLast()), count: 1) }
    #expect(throws: PictureFailure.self) { try PictureWire.decodeReplies(bytes, count: 2) }
    #expect(throws: PictureFailure.self) { try PictureWire.decodeReplies(Array(bytes.dropFirst()), count: 1) }
    var control = bytes
    control.replaceSubrange(17..<21, with: [0x1b, 0, 0, 0])  // the first cell's character becomes ESC
    #expect(throws: PictureFailure.self) { try PictureWire.decodeReplies(control, count: 1) }
  }

  @Test func repliesBeforeABreakAreKept() throws {
    var bytes = PictureWire.magic
    PictureWire.append(.failure(PictureFailure(.damaged, "first")), to: &bytes)
    PictureWire.append(.success(try #require(Self.cells)), to: &bytes)
    let replies = PictureWire.decodeAvailableReplies(Array(bytes.dropLast(3)), count: 3)
    #expect(replies == [.failure(PictureFailure(.damaged, "first"))])
    #expect(PictureWire.decodeAvailableReplies(bytes, count: 1).count == 1)
    #expect(PictureWire.decodeAvailableReplies([], count: 1).isEmpty)
  }

  @Test func notesLoseControlCharacters() throws {
    var bytes = PictureWire.magic
    PictureWire.append(.failure(PictureFailure(.damaged, "bad\u{1B}[31m\npicture")), to: &bytes)
    let replies = try PictureWire.decodeReplies(bytes, count: 1)
    #expect(replies[0] == .failure(PictureFailure(.damaged, "bad[31mpicture")))
  }
}
