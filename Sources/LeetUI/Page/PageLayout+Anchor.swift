import LeetText

/// Where a line's content sits in a page, to find it again in another layout of the page.
struct PageAnchor: Hashable, Sendable {
  /// The line's text offset (`PageLayout.textOffset(ofLine:)`).
  var offset: Int
  /// Whether the line is blank.
  var blank: Bool
  /// The row of a picture the line is, if it is one.
  var pictureRow: Int?
  /// Whether the line is a label under a picture.
  var underPicture: Bool
}

extension PageLayout {
  /// The anchor of line `index`.
  func anchor(ofLine index: Int) -> PageAnchor {
    guard lines.indices.contains(index) else {
      return PageAnchor(offset: textOffset(ofLine: index), blank: false, pictureRow: nil, underPicture: false)
    }
    let rowsAbove = lines[..<index].reversed().prefix { $0.picture != nil }.count
    if lines[index].picture != nil {
      return PageAnchor(
        offset: textOffset(ofLine: index), blank: false, pictureRow: rowsAbove, underPicture: false)
    }
    return PageAnchor(
      offset: textOffset(ofLine: index), blank: isBlank(index), pictureRow: nil, underPicture: rowsAbove > 0)
  }

  /// The line that shows `anchor`'s content: a picture that replaced a label starts where the
  /// label was, a row of a picture drawn again is the same row (or its last).
  func line(at anchor: PageAnchor) -> Int {
    let found = line(containing: anchor.offset, keepBlankAbove: anchor.blank && anchor.pictureRow == nil)
    guard lines.indices.contains(found), lines[found].picture == nil else { return found }
    let first = found - lines[..<found].reversed().prefix { $0.picture != nil }.count
    guard first < found else { return found }
    if let row = anchor.pictureRow { return first + min(row, found - first - 1) }
    if anchor.underPicture { return found }
    if anchor.blank, first > 0, isBlank(first - 1) { return first - 1 }
    return first
  }
}
