import LeetText
import TermCore

// One statement picture full-screen (`v`): opened on the picture in view, scrolled, moved to the
// next or previous picture, closed back to the same place in the page.

/// `v`: opens the statement picture at the top of the page (or the first one below it)
/// full-screen, and asks for the pictures' cells at the screen's width.
func openPictureViewer(_ state: inout ProblemState) -> [ProblemEffect] {
  guard state.pictures.available else {
    state.message = .picturesNeedColour
    return []
  }
  let urls = state.pages[.description].map { PictureReferences.urls(in: $0.document) } ?? []
  guard let viewer = PictureViewer(urls: urls, index: pictureInView(state, urls: urls)) else {
    state.message = .noPictures
    return []
  }
  state.pictures.viewer = viewer
  return pictureViewerWanted(&state)
}

/// `.drawPictures` for the viewer when its pictures are not drawn for this screen.
func pictureViewerWanted(_ state: inout ProblemState) -> [ProblemEffect] {
  guard var viewer = state.pictures.viewer else { return [] }
  let box = PictureViewer.box(for: state.size)
  guard box != viewer.drawnFor, box != viewer.pending else { return [] }
  viewer.pending = box
  state.pictures.viewer = viewer
  return [.drawPictures(urls: viewer.urls, box: box)]
}

/// Takes in the viewer's pictures; an answer for a box no longer wanted is dropped.
func pictureViewerArrived(_ state: inout ProblemState, box: PictureBox, slots: PictureSlots) {
  guard var viewer = state.pictures.viewer, box == viewer.pending else { return }
  viewer.pending = nil
  viewer.drawnFor = box
  viewer.slots = slots
  viewer.top = min(viewer.top, viewer.maxTop(for: state.size))
  state.pictures.viewer = viewer
}

/// Keys while a picture is full-screen (`KeyContext.pictureViewer`).
func pictureViewerKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  guard var viewer = state.pictures.viewer, let command = KeyMap.command(for: key, in: .pictureViewer)
  else { return [] }
  let page = PictureViewer.visibleRows(for: state.size)
  let maxTop = viewer.maxTop(for: state.size)
  func scroll(to row: Int) { viewer.top = min(max(0, row), maxTop) }
  switch command {
  case .lineDown: scroll(to: viewer.top + 1)
  case .lineUp: scroll(to: viewer.top - 1)
  case .pageDown: scroll(to: viewer.top + page)
  case .pageUp: scroll(to: viewer.top - page)
  case .halfPageDown: scroll(to: viewer.top + max(1, page / 2))
  case .halfPageUp: scroll(to: viewer.top - max(1, page / 2))
  case .top: scroll(to: 0)
  case .bottom: scroll(to: maxTop)
  case .nextPicture: viewer.move(by: 1)
  case .previousPicture: viewer.move(by: -1)
  case .closePicture:
    state.pictures.viewer = nil
    return []
  case .redraw: return [.redraw]
  case .quit: return [.quit]
  default: break
  }
  state.pictures.viewer = viewer
  return []
}

/// The wheel scrolls a full-screen picture three rows at a time.
func pictureViewerWheel(_ state: inout ProblemState, down: Bool) {
  guard var viewer = state.pictures.viewer else { return }
  viewer.top = min(max(0, viewer.top + (down ? 3 : -3)), viewer.maxTop(for: state.size))
  state.pictures.viewer = viewer
}

/// The index in `urls` of the picture at the top of the statement's page or the first one below
/// it, else the last one above it; the first on any other segment.
///
/// A drawn picture is known by its rows, one shown as a label by its URL (cut with `…` when long).
func pictureInView(_ state: ProblemState, urls: [String]) -> Int {
  guard state.selected == .description, let page = state.pages[.description],
    let layout = page.cachedLayout(width: state.contentWidth)
  else { return 0 }
  var above = 0
  for (number, line) in layout.lines.enumerated() {
    guard let index = pictureIndex(of: line, urls: urls, slots: page.pictures) else { continue }
    if number >= page.top { return index }
    above = index
  }
  return above
}

/// The picture `line` shows a row or the URL of, as an index into `urls`.
private func pictureIndex(of line: StyledLine, urls: [String], slots: PictureSlots) -> Int? {
  if let row = line.picture {
    return urls.firstIndex { url in
      guard case .drawn(let art)? = slots[url] else { return false }
      return art.rows.contains(row)
    }
  }
  for span in line.spans where PictureReferences.isURL(span) {
    let shown = span.text.hasSuffix("…") ? String(span.text.dropLast()) : span.text
    if let index = urls.firstIndex(of: span.text) ?? urls.firstIndex(where: { $0.hasPrefix(shown) }) {
      return index
    }
  }
  return nil
}
