import CChafa
import LeetPictureClient

/// Turns pixels into cells with chafa's symbol matching (space, blocks, sextants, box-drawing
/// lines and diagonals): each cell gets the symbol and two colours that best match its 8x8 pixels.
///
/// Thin dark lines are thickened first (`LineArt`), so that wherever one falls in a cell a
/// symbol's stroke can cover it in the line's own colour.
public enum ChafaCells {
  /// Pixels chafa samples a cell, across and down: handed exactly these, it need not rescale.
  public static let samplesPerCell = 8

  /// The symbols matched, built once (a canvas config copies the map it is given).
  nonisolated(unsafe) static let symbols: OpaquePointer? = {
    let symbols = chafa_symbol_map_new()
    chafa_symbol_map_add_by_tags(
      symbols, ChafaSymbolTags(rawValue: ChafaSymbolTags.RawValue(LV_CHAFA_SYMBOLS)))
    return symbols
  }()

  /// Draws `picture` into `columns` x `rows` cells.
  ///
  /// In 256-colour mode chafa picks symbols for the palette's own colours (entries 16-255, the
  /// same in every terminal). A picture of exactly `samplesPerCell` pixels a cell is matched
  /// packed (`CellPacking`) unless `packed` is false.
  public static func cells(
    _ picture: DecodedPicture, columns: Int, rows: Int, mode: PictureColorMode, packed: Bool = true
  ) -> PictureCells? {
    guard columns > 0, rows > 0, picture.width > 0, picture.height > 0 else { return nil }
    let picture = LineArt.thickened(picture)
    let side = samplesPerCell
    var cells: [PictureCell]?
    if packed, picture.width == columns * side, picture.height == rows * side,
      let packing = CellPacking(pixels: picture.pixels, columns: columns, rows: rows, side: side),
      let matched = match(
        packing.pixels, width: packing.columns * side, height: packing.rows * side,
        columns: packing.columns, rows: packing.rows, mode: mode)
    {
      cells = packing.slots.map { matched[$0] }
    } else {
      cells = match(
        picture.pixels, width: picture.width, height: picture.height, columns: columns, rows: rows,
        mode: mode)
    }
    guard var cells else { return nil }
    for index in cells.indices where cells[index].character == " " {
      // A blank shows only its background; its foreground follows the cell before it, as chafa
      // leaves it, so that runs of blanks need no colour changes.
      cells[index].foreground = index % columns == 0 ? cells[index].background : cells[index - 1].foreground
    }
    return PictureCells(
      columns: columns, rows: rows, cells: cells, sourceWidth: picture.sourceWidth,
      sourceHeight: picture.sourceHeight)
  }

  /// Chafa's cells for `pixels` (RGBA8, `width` x `height`) in `columns` x `rows`, row by row.
  static func match(
    _ pixels: [UInt8], width: Int, height: Int, columns: Int, rows: Int, mode: PictureColorMode
  ) -> [PictureCell]? {
    let config = chafa_canvas_config_new()
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    chafa_canvas_config_set_canvas_mode(
      config, mode == .trueColor ? CHAFA_CANVAS_MODE_TRUECOLOR : CHAFA_CANVAS_MODE_INDEXED_240)
    chafa_canvas_config_set_symbol_map(config, symbols)
    chafa_canvas_config_set_preprocessing_enabled(config, 0)
    chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
    guard let canvas = chafa_canvas_new(config) else { return nil }
    defer { chafa_canvas_unref(canvas) }
    pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(width), Int32(height),
        Int32(width * 4))
    }
    var cells: [PictureCell] = []
    cells.reserveCapacity(columns * rows)
    for y in 0..<Int32(rows) {
      for x in 0..<Int32(columns) {
        let character = Unicode.Scalar(chafa_canvas_get_char_at(canvas, x, y)) ?? " "
        var foreground: Int32 = 0
        var background: Int32 = 0
        chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background)
        cells.append(
          PictureCell(
            character: character, foreground: color(foreground), background: color(background)))
      }
    }
    return cells
  }

  /// A chafa colour: packed RGB, or -1 (transparent, which composited pictures never have) as white.
  static func color(_ packed: Int32) -> PictureColor {
    packed < 0 ? PictureColor(red: 255, green: 255, blue: 255) : PictureColor(packed: UInt32(packed))
  }
}
