import TermCore

// The Progress screen (F2 from the list and from a problem, `leetview stats` alone): it takes
// the whole screen over whatever was open, which is there again on Esc or q.

/// Applies `action` to the Progress screen (nil while it is closed), laid out for `size`; returns
/// the work it asks for and what the app around it must do.
///
/// Pure.
public func reduce(
  _ screen: inout ProgressScreen?, _ action: ProgressAction, size: Size
) -> [FeatureEffect<ProgressEffect>] {
  switch action {
  case .open:
    screen = ProgressScreen(user: nil, alone: false)
    return [.work(.load(user: nil, refresh: false))]
  case .start:
    guard let screen, screen.loading else { return [] }
    return [.work(.load(user: screen.user, refresh: false))]
  case .loaded(let user, let page):
    guard var shown = screen, shown.user == user else { return [] }
    shown.page = page
    shown.loading = false
    shown.failure = nil
    shown.scroll = min(shown.scroll, shown.maxScroll(size: size))
    screen = shown
    return []
  case .failed(let user, let reason):
    // Said on the screen, the page before kept.
    guard var shown = screen, shown.user == user else { return [] }
    shown.loading = false
    shown.failure = reason
    screen = shown
    return []
  case .key(let key):
    return progressKey(&screen, key, size: size)
  case .mouse(let event):
    screen?.moveView(by: event, size: size)
    return []
  }
}

/// Keys on the Progress screen (`KeyContext.progress`): back (quit when it is alone), scroll,
/// refresh, its help (whose keys close it, the app's).
private func progressKey(
  _ screen: inout ProgressScreen?, _ key: Key, size: Size
) -> [FeatureEffect<ProgressEffect>] {
  guard var shown = screen, let command = KeyMap.command(for: key, in: .progress) else { return [] }
  switch command {
  case .back:
    if shown.alone { return [.app(.quit)] }
    screen = nil
  case .quit: return [.app(.quit)]
  case .redraw: return [.app(.redraw)]
  case .showHelp: return [.app(.showHelp)]
  case .refresh:
    guard !shown.loading else { return [] }
    shown.loading = true
    screen = shown
    return [.work(.load(user: shown.user, refresh: true))]
  default:
    shown.moveView(command, size: size)
    screen = shown
  }
  return []
}
