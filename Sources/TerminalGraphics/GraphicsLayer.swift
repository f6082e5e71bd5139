import TermCore

/// The pictures in the terminal's graphics over the text: from the spots of the frame on screen
/// and the next, the sequences that make the screen show the next (pure; the curses edge writes
/// them).
///
/// A spot that stays as it was costs nothing. With kitty, an image is sent (`a=T`) when it comes
/// on screen, moved (`a=p`, the same placement) while it stays, and deleted with its data
/// (`a=d,d=I`) when it leaves. Sixel and iTerm2 pixels cannot be moved or deleted: the rows a
/// spot leaves are repainted as text (which erases them), and the spot is drawn again where it
/// goes. An iTerm2 image cannot be cut, so it shows only while all of it is on screen.
public struct GraphicsLayer: Sendable {
  /// What to write for one frame, around the text.
  public struct Output: Hashable, Sendable {
    /// Written before the text (kitty deletions).
    public var before: [UInt8] = []
    /// The screen rows to repaint as text whole, even where the cells did not change.
    public var repaintRows: [Int] = []
    /// Written after the text (the pictures).
    public var after: [UInt8] = []

    /// Nothing to write.
    public init() {}

    /// Whether there is nothing to do.
    public var isEmpty: Bool { before.isEmpty && repaintRows.isEmpty && after.isEmpty }
  }

  /// The protocol the pictures are drawn in.
  public let graphics: GraphicsProtocol
  /// Whether every sequence is wrapped for tmux's passthrough, with the cursor moves that place
  /// it: tmux writes a passthrough where the outer terminal's cursor happens to be.
  public let inTmux: Bool
  /// Where the screen's first cell is in the outer terminal, inside tmux (the pane's corner).
  public let paneOrigin: Point
  /// The spots on screen now.
  public private(set) var shown: [PictureSpot] = []
  /// Kitty images the terminal may still hold though nothing shows them (after a clear).
  private var stale: Set<UInt32> = []

  /// A layer drawing in `graphics`, through tmux's passthrough when `inTmux` (the pane's corner
  /// at `paneOrigin` of the outer terminal).
  public init(graphics: GraphicsProtocol, inTmux: Bool, paneOrigin: Point = Point(x: 0, y: 0)) {
    self.graphics = graphics
    self.inTmux = inTmux
    self.paneOrigin = inTmux ? paneOrigin : Point(x: 0, y: 0)
  }

  /// The sequences that take the screen from `shown` to `next`.
  public mutating func frame(_ next: [PictureSpot]) -> Output {
    var output = Output()
    let kept = Set(shown).intersection(next)
    let leaving = shown.filter { !kept.contains($0) }
    let coming = next.filter { !kept.contains($0) }
    switch graphics {
    case .kitty:
      let nextIDs = Set(next.map(\.picture.id))
      let shownIDs = Set(shown.map(\.picture.id))
      // Stale images are deleted even when they come back: they are sent again whole.
      for id in Set(leaving.map(\.picture.id)).subtracting(nextIDs).union(stale).sorted() {
        output.before += wrapped(KittyGraphics.delete(id: id))
      }
      var placed: [UInt32: UInt32] = [:]
      for spot in next {
        let placement = placed[spot.picture.id, default: 0] + 1
        placed[spot.picture.id] = placement
        guard !kept.contains(spot) else { continue }
        let sent = shownIDs.contains(spot.picture.id) && !stale.contains(spot.picture.id)
        output.after += at(spot, kitty(spot, placement: placement, sent: sent))
      }
      stale = []
    case .sixel, .iterm:
      output.repaintRows = leaving.flatMap { Array($0.screenRows) }
      for spot in coming { output.after += draw(spot) }
    }
    shown = next
    return output
  }

  /// The screen was cleared (a resize, a redraw, coming back from an editor or Ctrl-Z): nothing
  /// shows any more, so the next frame draws every spot again.
  public mutating func screenCleared() {
    if graphics == .kitty { stale.formUnion(shown.map(\.picture.id)) }
    shown = []
  }

  /// The sequences that take every picture off the screen before leaving it (quit, suspend),
  /// after which nothing is shown; for sixel and iTerm2 none (leaving the alternate screen takes
  /// their pixels with it).
  public mutating func leave() -> [UInt8] {
    defer {
      shown = []
      stale = []
    }
    guard graphics == .kitty else { return [] }
    return Set(shown.map(\.picture.id)).union(stale).sorted().flatMap {
      wrapped(KittyGraphics.delete(id: $0))
    }
  }

  /// The kitty command for `spot`: the image sent and placed, or only placed when it is `sent`.
  private func kitty(_ spot: PictureSpot, placement: UInt32, sent: Bool) -> [UInt8] {
    let picture = spot.picture
    let rowHeight = picture.pixelHeight / picture.rows
    let crop = KittyGraphics.Crop(
      y: spot.rows.lowerBound * rowHeight,
      height: spot.rows.upperBound == picture.rows
        ? picture.pixelHeight - spot.rows.lowerBound * rowHeight : spot.rows.count * rowHeight,
      width: picture.pixelWidth, isWhole: spot.isWhole)
    if sent {
      return KittyGraphics.move(
        id: picture.id, placement: placement, columns: picture.columns, rows: spot.rows.count, crop: crop)
    }
    guard case .png(let png) = picture.encoding else { return [] }
    return KittyGraphics.place(
      png: png, id: picture.id, placement: placement, columns: picture.columns, rows: spot.rows.count,
      crop: crop)
  }

  /// The sixel rows or iTerm2 image of `spot`, each at its place.
  private func draw(_ spot: PictureSpot) -> [UInt8] {
    switch spot.picture.encoding {
    case .sixel(let strips):
      var output: [UInt8] = []
      for (offset, row) in spot.rows.enumerated() where strips.indices.contains(row) {
        var cell = spot
        cell.y = spot.y + offset
        output += at(cell, strips[row])
      }
      return output
    case .png(let png):
      guard graphics == .iterm, spot.isWhole else { return [] }
      return at(spot, ITermImage.place(png: png, columns: spot.picture.columns, rows: spot.picture.rows))
    }
  }

  /// `sequence` written at `spot`'s first cell, the cursor and its attributes saved around it
  /// (all of it wrapped for tmux when inside it).
  private func at(_ spot: PictureSpot, _ sequence: [UInt8]) -> [UInt8] {
    guard !sequence.isEmpty else { return [] }
    let row = spot.y + paneOrigin.y + 1
    let column = spot.x + paneOrigin.x + 1
    return wrapped(Array("\u{1B}7\u{1B}[\(row);\(column)H".utf8) + sequence + Array("\u{1B}8".utf8))
  }

  /// `sequence`, wrapped for tmux when inside it.
  private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
    inTmux ? TmuxPassthrough.wrap(sequence) : sequence
  }
}
