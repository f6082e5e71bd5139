import LeetModel
import LeetText
import TermCore

/// The box pictures are drawn within for the current screen: the page width, half the page high.
func pictureBox(for state: ProblemState) -> PictureBox {
  PictureBox(columns: state.contentWidth, rows: max(2, state.viewportHeight / 2))
}

/// `.drawPictures` when the statement has pictures that are shown but not drawn for this screen.
func picturesWanted(_ state: inout ProblemState) -> [ProblemEffect] {
  guard state.pictures.available, state.pictures.shown,
    let document = state.pages[.description]?.document
  else { return [] }
  let box = pictureBox(for: state)
  guard box != state.pictures.drawnFor, box != state.pictures.pending else { return [] }
  let urls = PictureReferences.urls(in: document)
  guard !urls.isEmpty else { return [] }
  state.pictures.pending = box
  return [.drawPictures(urls: urls, box: box)]
}

/// Takes in drawn pictures; an answer for a box no longer wanted is dropped.
func picturesArrived(_ state: inout ProblemState, box: PictureBox, slots: PictureSlots) {
  guard box == state.pictures.pending else { return }
  state.pictures.pending = nil
  state.pictures.drawnFor = box
  state.pictures.slots = slots
  showPictures(&state)
}

/// `i`: hides or shows the pictures (labels in their place), asking for them when not drawn.
func togglePictures(_ state: inout ProblemState) -> [ProblemEffect] {
  guard state.pictures.available else {
    state.message = .picturesNeedColour
    return []
  }
  state.pictures.shown.toggle()
  state.message = .pictures(shown: state.pictures.shown)
  showPictures(&state)
  return picturesWanted(&state)
}

/// `r` on the statement: asks again for its pictures when some failed (not those refused by
/// leetview's rules), keeping what is drawn until the answer comes.
func retryPictures(_ state: inout ProblemState) -> [ProblemEffect] {
  guard state.selected == .description, state.pictures.available, state.pictures.shown,
    state.pictures.pending == nil
  else { return [] }
  let failed = state.pictures.slots.values.filter(\.isRetryable).count
  guard failed > 0 else {
    state.message = .noFailedPictures
    return []
  }
  state.pictures.drawnFor = nil
  state.message = .retryingPictures(failed)
  return picturesWanted(&state)
}

/// Lays the description out again with the pictures as they now are, keeping the same content
/// at the top of the page.
func showPictures(_ state: inout ProblemState) {
  let slots = state.pictures.visibleSlots
  guard var page = state.pages[.description], page.pictures != slots else { return }
  let width = state.contentWidth
  let anchor = page.layout(width: width).anchor(ofLine: page.top)
  page.show(pictures: slots)
  let layout = page.layout(width: width)
  if page.top > 0 {
    page.top = min(layout.line(at: anchor), max(0, layout.lines.count - state.viewportHeight))
  }
  page.resizeAnchor = nil
  state.pages[.description] = page
  if state.selected == .description { refreshSearch(&state) }
}
