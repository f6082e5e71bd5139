import LeetModel
import TermCore

// The Notes view of the open problem (`a`): its note, where it stands, and `e` to edit it in
// the editor on a suspended screen; Esc or q goes back to the problem.

/// Applies `action` to the Notes view (nil while it is closed), laid out for `size`; `offline`
/// sends nothing at the start; returns the work it asks for and what the app must do.
///
/// Pure.
public func reduce(
  _ screen: inout NotesScreen?, _ action: NotesAction, size: Size, offline: Bool, words: Words
) -> [FeatureEffect<NotesEffect>] {
  switch action {
  case .start:
    return offline ? [] : [.work(.sendWaiting)]
  case .open(let slug):
    screen = NotesScreen(slug: slug)
    return [.work(.load(slug: slug))]
  case .arrived(let arrival):
    guard var shown = screen, arrival.slug == shown.slug else {
      // For no view on screen (the start's sending, an edit closed meanwhile): said in the status line.
      return arrival.notices.map { .app(.say(words.notes.line($0))) }
        + (arrival.saved > 0 && arrival.slug == nil
          ? [.app(.say(words.notes.sentWaiting(arrival.saved)))] : [])
    }
    shown.record = arrival.record
    shown.loading = false
    shown.held = arrival.held
    shown.failure = nil
    shown.notices += arrival.notices
    shown.scroll = min(shown.scroll, NotesPage.maxScroll(shown, size: size, words: words))
    screen = shown
    return []
  case .failed(let slug, let reason):
    guard var shown = screen, shown.slug == slug else { return [.app(.say(reason))] }
    shown.loading = false
    shown.failure = reason
    screen = shown
    return []
  case .key(let key):
    return notesKey(&screen, key, size: size, words: words)
  }
}

/// Keys on the Notes view (`KeyContext.notes`): back, edit, scroll, read again, its help.
private func notesKey(
  _ screen: inout NotesScreen?, _ key: Key, size: Size, words: Words
) -> [FeatureEffect<NotesEffect>] {
  guard var shown = screen, let command = KeyMap.command(for: key, in: .notes) else { return [] }
  switch command {
  case .back:
    screen = nil
    return []
  case .quit: return [.app(.quit)]
  case .redraw: return [.app(.redraw)]
  case .showHelp: return [.app(.showHelp)]
  case .editSolution, .refresh:
    guard !shown.loading else { return [] }
    shown.loading = true
    shown.notices = []
    screen = shown
    return [.work(command == .refresh ? .load(slug: shown.slug) : .edit(slug: shown.slug))]
  default:
    let page = NotesPage.bodyHeight(size)
    let bottom = NotesPage.maxScroll(shown, size: size, words: words)
    let moved: Int
    switch command {
    case .lineDown: moved = shown.scroll + 1
    case .lineUp: moved = shown.scroll - 1
    case .pageDown: moved = shown.scroll + max(1, page - 1)
    case .pageUp: moved = shown.scroll - max(1, page - 1)
    case .top: moved = 0
    case .bottom: moved = bottom
    default: return []
    }
    shown.scroll = min(max(0, moved), bottom)
    screen = shown
    return []
  }
}
