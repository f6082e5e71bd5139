import LeetModel
import LeetText
import TermCore

/// The review list as `leetview review` prints it: a heading with today's grades against the cap
/// and the list's age, the problems due now, then those due later, one a line: id, title,
/// difficulty, last solved, due.
public enum ReviewSheet {
  /// The lines of `page` at `width` columns, in `words`.
  public static func lines(_ page: ReviewPage, width: Int, words: Words) -> [StyledLine] {
    let review = words.review
    var age = words.progress.fetched(words.segments.age(of: page.fetchedAt, now: page.clock.now))
    if let stale = page.staleBecause {
      age += " · " + (stale == "offline" ? words.progress.offline : words.progress.notRefreshed(stale))
    }
    let heading = [review.dueSection, review.reviewedToday(page.gradedToday, page.dailyCap), age]
    var lines = [StyledLine([Span(TextSanitizer.oneLine(heading.joined(separator: " · ")), style: .bold)])]
    let items = page.queue.due + page.queue.later
    guard !items.isEmpty else { return lines + [StyledLine([Span(review.nothingSolved, style: .dim)])] }
    let columns = Columns(page, items: items, width: width, words: words)
    lines += page.queue.due.map { columns.line($0) }
    if page.queue.isCapped {
      let held = page.queue.later.prefix { $0.dueDay <= page.clock.today }.count
      lines.append(StyledLine([Span(review.pastCap(held), style: .dim)]))
    }
    if !page.queue.later.isEmpty {
      lines += [StyledLine(), StyledLine([Span(review.later, style: .bold)])]
      lines += page.queue.later.map { columns.line($0) }
    }
    return lines
  }

  /// The widths of a list's columns, and its lines.
  struct Columns {
    /// The page and its words.
    let page: ReviewPage, words: Words
    /// The columns of the due text, the difficulty and the title.
    let dueWidth: Int, difficultyWidth: Int, titleWidth: Int
    /// Whether the width leaves room for the date of the last solve, and its column.
    let showsSolved: Bool, solvedWidth: Int
    /// The due text of each due day in the list, with its style: worked out once a day rather
    /// than once a line (many problems share a day).
    let dueTexts: [Int: Span]
    /// The padded date column of each day of a last solve in the list, worked out once a day.
    let solvedTexts: [Int: Span]

    /// The columns of `items` at `width`: the title takes what the others leave; the solve's date
    /// goes first when the width is short.
    init(_ page: ReviewPage, items: [ReviewQueue.Item], width: Int, words: Words) {
      self.page = page
      self.words = words
      var dueTexts: [Int: Span] = [:]
      for item in items where dueTexts[item.dueDay] == nil {
        let due = page.due(item)
        let style: TextStyle = if case .overdue = due { .notice } else { [] }
        dueTexts[item.dueDay] = Span(words.review.due(due), style: style)
      }
      self.dueTexts = dueTexts
      dueWidth = dueTexts.values.map { DisplayWidth.of($0.text) }.max() ?? 0
      difficultyWidth = Difficulty.allCases.map { DisplayWidth.of(words.page.difficultyName($0)) }.max() ?? 6
      solvedWidth = DisplayWidth.of(words.review.solved("2026-01-01"))
      let fixed = 7 + 2 + difficultyWidth + 2 + dueWidth
      showsSolved = width - fixed - solvedWidth - 2 >= 16
      var solvedTexts: [Int: Span] = [:]
      for item in items where showsSolved {
        guard let day = item.solvedDay, solvedTexts[day] == nil else { continue }
        let solved = page.solvedDay(item).map(words.review.solved) ?? words.review.undated
        solvedTexts[day] = Span(Self.padded(solved, to: solvedWidth) + "  ", style: .dim)
      }
      self.solvedTexts = solvedTexts
      titleWidth = max(8, width - fixed - (showsSolved ? solvedWidth + 2 : 0))
    }

    /// One problem's line.
    func line(_ item: ReviewQueue.Item) -> StyledLine {
      // The id and title were cleaned when the list was read (`ProgressQuestion.decode`), and a
      // slug is a safe name.
      let id = item.frontendID ?? ""
      let title = item.title ?? item.titleSlug
      var spans = [
        Span(Self.padded(id, to: 5, leading: true) + "  ", style: .dim),
        Span(Self.padded(clipped(title, to: titleWidth), to: titleWidth) + "  "),
      ]
      let difficulty = item.difficulty.map(words.page.difficultyName) ?? ""
      spans.append(Span(Self.padded(difficulty, to: difficultyWidth), style: item.difficulty?.style ?? []))
      spans.append(Span("  "))
      if showsSolved {
        spans.append(
          item.solvedDay.flatMap { solvedTexts[$0] }
            ?? Span(Self.padded(words.review.undated, to: solvedWidth) + "  ", style: .dim))
      }
      spans.append(dueTexts[item.dueDay] ?? Span(words.review.due(page.due(item))))
      return StyledLine(spans)
    }

    /// `text` cut to `width` columns, an ellipsis marking the cut.
    func clipped(_ text: String, to width: Int) -> String {
      guard DisplayWidth.of(text) > width else { return text }
      var kept = ""
      var used = 0
      for character in text {
        let columns = DisplayWidth.of(character)
        if used + columns > width - 1 { break }
        kept.append(character)
        used += columns
      }
      return kept + "…"
    }

    /// `text` padded with spaces to `width` columns, on the left when `leading`.
    static func padded(_ text: String, to width: Int, leading: Bool = false) -> String {
      let room = String(
        decoding: repeatElement(UInt8(ascii: " "), count: max(0, width - DisplayWidth.of(text))),
        as: UTF8.self)
      return leading ? room + text : text + room
    }
  }
}
