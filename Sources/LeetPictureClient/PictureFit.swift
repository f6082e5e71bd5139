import TermCore

/// The size in cells a picture is drawn at: scaled to fit the width and height given, aspect
/// ratio kept, never enlarged past its natural size of `cellWidth` x `cellHeight` pixels a cell
/// unless asked to (`enlarges`, one picture full-screen).
public enum PictureFit {
  /// Pixels a cell stands for across, at natural size.
  public static let cellWidth = 8
  /// Pixels a cell stands for down, at natural size.
  public static let cellHeight = 16

  /// The cells a `width` x `height` pixel picture takes within `maxColumns` x `maxRows`; past its
  /// natural size only when it `enlarges`.
  public static func cells(width: Int, height: Int, maxColumns: Int, maxRows: Int, enlarges: Bool = false)
    -> (columns: Int, rows: Int)
  {
    guard width > 0, height > 0, maxColumns > 0, maxRows > 0 else { return (0, 0) }
    let scale = min(
      enlarges ? .infinity : 1, Double(maxColumns * cellWidth) / Double(width),
      Double(maxRows * cellHeight) / Double(height))
    let columns = (Double(width) * scale / Double(cellWidth)).rounded()
    let rows = (Double(height) * scale / Double(cellHeight)).rounded()
    return (
      min(maxColumns, max(1, Int(clampingFinite: columns) ?? 1)),
      min(maxRows, max(1, Int(clampingFinite: rows) ?? 1))
    )
  }
}
