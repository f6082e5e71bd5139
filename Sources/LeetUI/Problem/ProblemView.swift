import LeetModel
import TermCore

/// Draws one problem's screen: header, tab bar, page, status line and help, or a picture full-screen.
///
/// Pure: the same state always gives the same grid.
public enum ProblemView {
  /// The screen for `state`.
  public static func render(_ state: ProblemState) -> CellGrid {
    // A full-screen picture needs only a row and its status line.
    if let viewer = state.pictures.viewer, state.size.height >= 2 {
      return PictureViewerView.render(state, viewer)
    }
    if let diff = state.pastCode.diff, state.size.height >= 2 { return DiffScreenView.render(state, diff) }
    if let small = TooSmallView.grid(size: state.size, theme: state.theme) { return small }
    var grid = CellGrid(size: state.size)
    HeaderView.draw(state, into: &grid)
    TabBarView.draw(state, into: &grid)
    ViewportView.draw(state, into: &grid)
    StatusBarView.draw(state, into: &grid)
    if state.mode == .help { HelpOverlay.draw(state, into: &grid) }
    if state.solve.panel != nil { SolvePanelView.draw(state, into: &grid) }
    if let chooser = state.similarChooser { SimilarChooserView.draw(state, chooser, into: &grid) }
    if let question = state.pastCode.question { RestoreQuestionView.draw(state, question, into: &grid) }
    return grid
  }
}
