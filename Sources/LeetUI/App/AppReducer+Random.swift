import LeetModel
import TermCore

/// Ctrl-O in the list: opens a random problem among those the filter keeps (the whole list when
/// there is no filter), moving the cursor to it; with none, says so.
func openRandom(_ state: inout AppState) -> [AppEffect] {
  let browser = state.browser
  let candidates: [Int] =
    browser.isFiltering
    ? browser.rows.compactMap { if case .item(let index) = $0 { index } else { nil } }
    : Array(browser.items.indices)
  guard let index = state.randomPick.pick(candidates) else {
    show(&state, message: .noRandomMatch(TextSanitizer.clean(browser.query)))
    return []
  }
  let slug = browser.items[index].titleSlug
  state.browser.select(slug: slug)
  keepCursorVisible(&state)
  return request(&state, slug: slug, focus: .problem)
}
