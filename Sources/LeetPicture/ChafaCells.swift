import CChafa
import LeetPictureClient

/// Turns pixels into cells with chafa's symbol matching (space, half blocks, quadrants,
/// sextants): each cell gets the symbol and two colours that best match its 8x8 pixels.
public enum ChafaCells {
  /// Pixels chafa samples a cell, across and down: handed exactly these, it need not rescale.
  public static let samplesPerCell = 8

  /// Draws `picture` into `columns` x `rows` cells.
  ///
  /// In 256-colour mode chafa picks symbols for the palette's own colours (entries 16-255, the
  /// same in every terminal).
  public static func cells(_ picture: DecodedPicture, columns: Int, rows: Int, mode: PictureColorMode)
    -> PictureCells?
  {
    guard columns > 0, rows > 0, picture.width > 0, picture.height > 0 else { return nil }
    let symbols = chafa_symbol_map_new()
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(
      symbols, ChafaSymbolTags(rawValue: ChafaSymbolTags.RawValue(LV_CHAFA_SYMBOLS)))
    let config = chafa_canvas_config_new()
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    chafa_canvas_config_set_canvas_mode(
      config, mode == .trueColor ? CHAFA_CANVAS_MODE_TRUECOLOR : CHAFA_CANVAS_MODE_INDEXED_240)
    chafa_canvas_config_set_symbol_map(config, symbols)
    chafa_canvas_config_set_preprocessing_enabled(config, 0)
    guard let canvas = chafa_canvas_new(config) else { return nil }
    defer { chafa_canvas_unref(canvas) }
    picture.pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(picture.width),
        Int32(picture.height), Int32(picture.width * 4))
    }
    var cells: [PictureCell] = []
    cells.reserveCapacity(columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        let character = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
        var foreground: Int32 = 0
        var background: Int32 = 0
        chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
        cells.append(
          PictureCell(
            character: character, foreground: color(foreground), background: color(background)))
      }
    }
    return PictureCells(
      columns: columns, rows: rows, cells: cells, sourceWidth: picture.sourceWidth,
      sourceHeight: picture.sourceHeight)
  }

  /// A chafa colour: packed RGB, or -1 (transparent, which composited pictures never have) as white.
  static func color(_ packed: Int32) -> PictureColor {
    packed < 0 ? PictureColor(red: 255, green: 255, blue: 255) : PictureColor(packed: UInt32(packed))
  }
}
