extension CellGrid {
  /// Shows row `graphic` of a terminal picture at `point`, over the cells the view drew there.
  ///
  /// The cells covered must lie inside the grid. A cell written over it afterwards (a panel, a
  /// pop-up) takes the whole row back from the picture.
  public mutating func place(_ graphic: GraphicRow, at point: Point) {
    guard point.x >= 0, point.y >= 0, point.y < size.height,
      point.x + graphic.picture.columns <= size.width
    else { return }
    graphics[point.y] = PlacedGraphicRow(graphic: graphic, x: point.x)
  }

  /// Takes row `y` back from a picture when column `x` is one of its cells.
  mutating func releaseGraphic(x: Int, y: Int) {
    if let placed = graphics[y], placed.columns.contains(x) { graphics[y] = nil }
  }
}
