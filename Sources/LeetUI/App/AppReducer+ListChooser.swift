import LeetModel
import TermCore

// `f` on a problem: which of the user's lists to add it to or remove it from.

/// `f`: asks for the user's lists, to ask which one (offline, says the network is needed).
func askWhichList(_ state: inout AppState) -> [AppEffect] {
  guard let slug = state.openSlug else { return [] }
  if state.settings.offline {
    show(&state, message: .reported(state.words.collections.changeNeedsNetwork))
    return []
  }
  return [.loadListChoices(slug: slug)]
}

/// The user's lists arrived: the question stands over the problem (for the problem still open).
func listChoicesArrived(_ state: inout AppState, slug: String, _ choices: [ListChooser.Choice]) -> [AppEffect]
{
  guard slug == state.openSlug else { return [] }
  state.listChooser = ListChooser(problemSlug: slug, choices: choices)
  return []
}

/// Keys while the question stands (`KeyContext.collection`): move, Enter changes the list under
/// the cursor, Esc asks nothing.
func listChooserKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var chooser = state.listChooser, let command = KeyMap.command(for: key, in: .collection) else {
    return []
  }
  switch command {
  case .lineDown: chooser.cursor = min(max(0, chooser.choices.count - 1), chooser.cursor + 1)
  case .lineUp: chooser.cursor = max(0, chooser.cursor - 1)
  case .top: chooser.cursor = 0
  case .bottom: chooser.cursor = max(0, chooser.choices.count - 1)
  case .open:
    state.listChooser = nil
    guard let choice = chooser.selected else { return [] }
    return [
      .changeList(
        slug: choice.slug, name: choice.name, questionSlug: chooser.problemSlug,
        adding: choice.hasProblem != true)
    ]
  case .back:
    state.listChooser = nil
    return []
  case .quit: return [.quit]
  default: break
  }
  state.listChooser = chooser
  return []
}
