import LeetModel
import TermCore

/// Keys while the tab bar editor is open: Enter saves the choice for this problem and the next.
func tabEditorKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var editor = state.tabEditor else { return [] }
  switch editor.handle(key) {
  case .editing:
    state.tabEditor = editor
    return []
  case .cancel:
    state.tabEditor = nil
    return []
  case .save:
    state.tabEditor = nil
    state.applyTabs(order: editor.order, hidden: editor.hidden)
    if var app = state.problem {
      app.settings.tabs = state.settings.tabs
      if !app.settings.tabs.contains(app.selected) { app.selected = .description }
      app.snapTabBar()
      state.problem = app
    }
    return [.saveTabs(order: state.tabOrder, hidden: state.hiddenTabs)]
  }
}
