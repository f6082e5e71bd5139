import CPictureDecode

/// Thickening of line art before symbol matching, so that 1-pixel lines keep their dark colour.
///
/// A symbol's strokes sit at fixed places in its cell (a box-drawing line down the middle, a
/// block on one side); a 1-pixel line elsewhere in the cell is matched by a wide block in a pale
/// average of line and paper. Two pixels wide, the line fills a stroke wherever it falls, and
/// the labels in a tree's circles keep their shapes.
enum LineArt {
  /// `picture` with each pixel the darkest of itself and its neighbours right, below and below right.
  static func thickened(_ picture: DecodedPicture) -> DecodedPicture {
    var picture = picture
    let width = Int32(picture.width)
    let height = Int32(picture.height)
    picture.pixels.withUnsafeMutableBufferPointer { lv_picture_thicken($0.baseAddress, width, height) }
    return picture
  }
}
