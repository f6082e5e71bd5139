import TermCore

// `f` on a problem: which of the user's lists to add it to or remove it from.

/// Applies `action` to the question `f` asks (nil while it is not asked), about the open problem
/// `openSlug`; offline, nothing is asked for; returns the work it asks for and what the app
/// around it must do.
///
/// Pure.
public func reduce(
  _ chooser: inout ListChooser?, _ action: ListChooserAction, openSlug: String?, offline: Bool,
  words: Words
) -> [FeatureEffect<ListChooserEffect>] {
  switch action {
  case .open:
    guard let slug = openSlug else { return [] }
    if offline { return [.app(.say(words.collections.changeNeedsNetwork))] }
    return [.work(.loadChoices(slug: slug))]
  case .choices(let slug, let choices):
    // The question stands over the problem, for the problem still open.
    guard slug == openSlug else { return [] }
    chooser = ListChooser(problemSlug: slug, choices: choices)
    return []
  case .changed(let name, let added):
    let words = words.collections
    return [.app(.say(added ? words.added(name) : words.removed(name)))]
  case .key(let key):
    return chooserKey(&chooser, key)
  }
}

/// Keys while the question stands (`KeyContext.collection`): move, Enter changes the list under
/// the cursor, Esc asks nothing.
private func chooserKey(_ chooser: inout ListChooser?, _ key: Key) -> [FeatureEffect<ListChooserEffect>] {
  guard var shown = chooser, let command = KeyMap.command(for: key, in: .collection) else { return [] }
  switch command {
  case .lineDown: shown.cursor = min(max(0, shown.choices.count - 1), shown.cursor + 1)
  case .lineUp: shown.cursor = max(0, shown.cursor - 1)
  case .top: shown.cursor = 0
  case .bottom: shown.cursor = max(0, shown.choices.count - 1)
  case .open:
    chooser = nil
    guard let choice = shown.selected else { return [] }
    let change = ListChooserEffect.change(
      slug: choice.slug, name: choice.name, questionSlug: shown.problemSlug,
      adding: choice.hasProblem != true)
    return [.work(change)]
  case .back:
    chooser = nil
    return []
  case .quit: return [.app(.quit)]
  default: break
  }
  chooser = shown
  return []
}
