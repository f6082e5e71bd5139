import LeetModel
import TermCore

/// Draws one problem's screen: header, tab bar, page, status line and help.
///
/// Pure: the same state always gives the same grid.
public enum ProblemView {
  /// The screen for `state`.
  public static func render(_ state: ProblemState) -> CellGrid {
    var grid = CellGrid(size: state.size)
    if ProblemLayout.isTooSmall(state.size) {
      TooSmallView.draw(size: state.size, theme: state.theme, into: &grid)
      return grid
    }
    HeaderView.draw(state, into: &grid)
    TabBarView.draw(state, into: &grid)
    ViewportView.draw(state, into: &grid)
    StatusBarView.draw(state, into: &grid)
    if state.mode == .help { HelpOverlay.draw(state, into: &grid) }
    if state.solve.panel != nil { SolvePanelView.draw(state, into: &grid) }
    return grid
  }
}
