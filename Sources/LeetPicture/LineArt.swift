import CPictureDecode

/// Thickening of line art before symbol matching, so that 1-pixel lines keep their dark colour.
///
/// A symbol's strokes sit at fixed places in its cell (a box-drawing line down the middle, a
/// block on one side); a 1-pixel line elsewhere in the cell is matched by a wide block in a pale
/// average of line and paper. Three pixels wide, the line covers a stroke wherever it falls.
enum LineArt {
  /// `picture` with each pixel the darkest of itself and its eight neighbours (unchanged when
  /// memory runs out).
  static func thickened(_ picture: DecodedPicture) -> DecodedPicture {
    var picture = picture
    let width = Int32(picture.width)
    let height = Int32(picture.height)
    _ = picture.pixels.withUnsafeMutableBufferPointer { lv_picture_thicken($0.baseAddress, width, height) }
    return picture
  }
}
