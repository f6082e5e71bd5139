import TermCore

/// The question `f` asks, framed in the middle of the screen: the user's lists, each saying
/// whether Enter adds the problem to it or removes it, the one under the cursor marked.
///
/// Pure.
enum ListChooserView {
  static func draw(_ chooser: ListChooser, app: AppState, into grid: inout CellGrid) {
    let words = app.words.collections
    var lines = chooser.choices.enumerated().map { index, choice in
      let pointer = index == chooser.cursor ? "▸ " : "  "
      let action = choice.hasProblem == true ? words.removeFrom : words.addTo
      return pointer + action + " " + TextSanitizer.clean(choice.name)
    }
    if lines.isEmpty { lines.append(words.noListsToChange) }
    let keys = KeyHint.hints(
      [([.lineDown, .lineUp], words.chooseHint), ([.open], words.changeHint), ([.back], words.cancelHint)],
      in: .collection)
    lines.append(keys.map { "\($0.key) \($0.label)" }.joined(separator: "  "))
    QuestionBox.draw(app, title: words.chooserTitle, lines: lines, into: &grid)
  }
}
