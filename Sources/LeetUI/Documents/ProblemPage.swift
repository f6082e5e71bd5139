import LeetModel
import LeetText
import TermCore

/// What a problem shows: its header lines and the description segment as a document.
public struct ProblemPage: Sendable {
  public var problem: Problem
  /// The language shown: in Chinese, `translatedTitle` and `translatedContent` where present.
  public var language: Language
  /// The user's mark, which the printed facts line starts with (`✓ Solved`); the interface's
  /// header takes it from the app's marks instead.
  public var mark: SolvedMark = .untouched

  public init(problem: Problem, language: Language) {
    self.problem = problem
    self.language = language
  }

  /// The title as shown, sanitised: `1. Two Sum`.
  public var titleLine: String {
    let title = problem.title(in: language)
    guard let id = problem.frontendID, !id.isEmpty else { return TextSanitizer.clean(title) }
    return TextSanitizer.clean("\(id). \(title)")
  }

  /// What is known of difficulty, tags, acceptance and the premium lock, each apart, in the
  /// chosen language.
  public var facts: ProblemFacts {
    let words = Words.for(language)
    var facts = ProblemFacts()
    if let difficulty = problem.difficulty {
      facts.difficulty = Span(
        words.page.difficultyName(difficulty), style: difficulty.style.union(.bold))
    }
    facts.tags = problem.tags.map {
      TextSanitizer.clean($0.name(in: language))
    }
    if let acceptance = problem.acceptance {
      facts.acceptance = Span(Self.percent(acceptance), style: .dim)
    }
    if problem.isPaidOnly { facts.premium = Span(words.page.premium, style: .notice) }
    facts.status = Self.status(mark, words: words, glyphs: .unicode)
    return facts
  }

  /// All the facts as styled spans, apart by ` · `.
  public var factSpans: [Span] { facts.spans() }

  /// `55.9%`.
  public static func percent(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return "\(tenths)%"
  }

  /// The header: the title line, then the facts line (when anything is known), each wrapped.
  public func headerLines(width: Int) -> [StyledLine] {
    var document: Document = [.paragraph([Span(TextSanitizer.clean(titleLine), style: .bold)])]
    let facts = factSpans
    if !facts.isEmpty { document.append(.paragraph(facts)) }
    return DocumentLayout.lines(document, width: width).filter { !$0.spans.isEmpty }
  }

  /// The statement as HTML, in the chosen language where it exists.
  public var statementHTML: String? {
    problem.statement(in: language)
  }

  /// Whether Chinese was asked for but the statement is only in English (it says so above it).
  public var showsEnglishInstead: Bool {
    language == .chinese && problem.translatedContent == nil && problem.content != nil
  }

  /// The description segment: the statement, hints and similar questions; or a notice.
  public var description: Document { description(hintsOpen: nil) }

  /// The description segment with only the first `hintsOpen` hints open, the others folded as
  /// `Hint 2 of 3` lines (the interface); nil opens every hint as a list (`--print`).
  public func description(hintsOpen: Int?) -> Document {
    let words = Words.for(language)
    var document: Document = []
    if let html = statementHTML {
      if showsEnglishInstead {
        document.append(.paragraph([Span(words.page.englishInstead, style: .notice)]))
      }
      document += HTMLReader.document(html)
    } else if problem.isLocked && problem.isPaidOnly {
      document.append(
        .paragraph([
          Span("🔒 This problem's statement needs LeetCode Premium.", style: [.notice, .bold])
        ]))
      document.append(
        .paragraph([Span("Sign in with a Premium account (leetview login) and refresh to read it.")]))
    } else {
      document.append(
        .paragraph([
          Span(
            "The cached copy of this problem holds no statement. Run with --refresh when online.",
            style: .notice)
        ]))
    }
    if let hintsOpen, !problem.hints.isEmpty {
      document += foldedHints(open: hintsOpen, words: words)
    } else if !problem.hints.isEmpty {
      document.append(.heading(level: 2, [Span(words.page.hints)]))
      document.append(
        .list(ordered: true, start: 1, items: problem.hints.map { HTMLReader.document($0) }))
    }
    if !problem.similarQuestions.isEmpty {
      document.append(.heading(level: 2, [Span(words.page.similarQuestions)]))
      document.append(
        .list(
          ordered: false, start: 1,
          items: problem.similarQuestions.map { similar in
            var spans = [Span(similar.title(in: language))]
            if let difficulty = similar.difficulty {
              spans.append(Span(" · ", style: .dim))
              spans.append(Span(words.page.difficultyName(difficulty), style: difficulty.style))
            }
            spans.append(Span(" (\(similar.titleSlug))", style: .dim))
            return [.paragraph(spans)]
          }))
    }
    return document
  }

  /// The Code segment's notice while the solution file is read.
  public static func readingSolution(_ words: Words) -> Block {
    .paragraph([Span(words.page.readingSolution, style: .notice)])
  }

  /// The document for a segment that is not cached: a plain notice.
  public static func notCached(_ segment: Segment) -> Document {
    if segment == .code { return [readingSolution(.english)] }
    return [
      .paragraph([
        Span("\(segment.title) are not cached yet for this problem.", style: .notice)
      ])
    ]
  }
}
