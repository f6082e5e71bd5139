import TermCore

// The Notes view's rows of the one key map (`KeyMap.bindings` lists them), which its reduce
// dispatches through and its help lists; `a` on a problem opens it (`KeyMap.problemRows`).

extension KeyMap {
  /// The key that opens the Notes view of the open problem.
  static let notesOpenRow = KeyBinding(
    .problem, "a", \.page.notes, .openProblem, [(.character("a"), .showNotes)])

  /// The keys of the Notes view; its key line names some and `?` lists them all.
  static let notesRows: [KeyBinding] =
    [
      KeyBinding(
        .notes, "Esc  q  a", \.common.back, .notes,
        [(.escape, .back), (.character("q"), .back), (.character("a"), .back)]),
      KeyBinding(
        .notes, "e  Enter", \.screens.editNote, .notes,
        [(.character("e"), .editSolution), (.enter, .editSolution)]),
    ] + scrollRows(.notes, .notes) + [
      KeyBinding(.notes, "r", \.screens.refetch, .notes, [(.character("r"), .refresh)])
    ] + helpAndRedrawRows(.notes, .notes)
}
