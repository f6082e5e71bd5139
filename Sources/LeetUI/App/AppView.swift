import LeetModel
import TermCore

/// Draws the whole interface: the browser, the open problem, or both side by side.
///
/// Pure.
public enum AppView {
  public static func render(_ state: AppState) -> CellGrid {
    if let small = TooSmallView.grid(size: state.size, theme: state.theme) { return small }
    var grid = CellGrid(size: state.size)
    if let loading = state.loading {
      LoadingView.draw(loading, words: state.words, theme: state.theme, into: &grid)
      return grid
    }
    if let screen = state.notesScreen {
      NotesView.draw(screen, app: state, into: &grid)
      if state.helpShown { KeysHelpView.draw(state, into: &grid) }
      return grid
    }
    if let progress = state.progressScreen {
      ProgressScreenView.draw(progress, app: state, into: &grid)
      if state.helpShown { KeysHelpView.draw(state, into: &grid) }
      return grid
    }
    // A plan, list or contest (or their index) stands where the list stands, filling its place:
    // the list is not drawn under it.
    if let rect = state.browserRect, let screen = state.collection {
      CollectionView.draw(screen, app: state, in: rect, into: &grid)
    } else if let rect = state.browserRect, let shelf = state.shelf {
      ShelfView.draw(shelf, app: state, in: rect, into: &grid)
    } else if let rect = state.browserRect {
      BrowserView.draw(state, in: rect, into: &grid)
    }
    if let rect = state.problemRect, let failed = state.unavailable {
      UnavailableView.draw(state, slug: failed.slug, reason: failed.reason, in: rect, into: &grid)
      drawDivider(state, at: rect.x - 1, into: &grid)
    } else if let rect = state.problemRect, state.showsPending, let pending = state.pending {
      PendingView.draw(state, pending, in: rect, into: &grid)
      drawDivider(state, at: rect.x - 1, into: &grid)
    } else if let rect = state.problemRect, let problem = state.problem {
      let page = ProblemView.render(problem)
      copy(page, to: Point(x: rect.x, y: rect.y), into: &grid)
      drawDivider(state, at: rect.x - 1, into: &grid)
    }
    if state.helpShown { KeysHelpView.draw(state, into: &grid) }
    if let kind = state.syncQuestion { SyncQuestionView.draw(state, kind, into: &grid) }
    if state.confirmingQuit { QuitQuestionView.draw(state, into: &grid) }
    if let chooser = state.listChooser { ListChooserView.draw(chooser, app: state, into: &grid) }
    if let editor = state.tabEditor { TabEditorView.draw(editor, app: state, into: &grid) }
    return grid
  }

  /// The line between the sidebar and the problem, bright while the problem has the keys.
  private static func drawDivider(_ state: AppState, at x: Int, into grid: inout CellGrid) {
    guard state.showsSidebar else { return }
    let style = state.focus == .problem ? state.theme.frame : state.theme.quiet
    for y in 0..<state.size.height {
      grid.put(state.theme.glyphs.vertical, at: Point(x: x, y: y), style: style)
    }
  }

  /// Copies `source` cell by cell with its top-left corner at `origin`, its pictures too.
  private static func copy(_ source: CellGrid, to origin: Point, into grid: inout CellGrid) {
    for y in 0..<source.size.height {
      for x in 0..<source.size.width {
        let cell = source[x, y]
        if cell.isContinuation { continue }
        grid.set(cell, x: origin.x + x, y: origin.y + y)
      }
    }
    for (y, placed) in source.graphics {
      grid.place(placed.graphic, at: Point(x: origin.x + placed.x, y: origin.y + y))
    }
  }
}
