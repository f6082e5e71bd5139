import FoundationEssentials
import LeetModel
import LeetText

/// One entry of the Solutions list, in reading order: the editorial (when readable) first.
public struct SolutionEntry: Hashable, Sendable {
  /// The key of the article in `SolutionsSnapshot.articles` (`editorial` for the editorial).
  public var id: String
  public var title: String
  public var isEditorial: Bool
  public var summary: SolutionSummary?
}

/// The Solutions segment as documents: the list, and one article.
public enum SolutionsDocument {
  /// The entries in reading order: the readable editorial, then the community solutions.
  public static func entries(_ snapshot: SolutionsSnapshot) -> [SolutionEntry] {
    var entries: [SolutionEntry] = []
    if let editorial = snapshot.readableEditorial {
      entries.append(
        SolutionEntry(id: editorial.id, title: editorial.title, isEditorial: true, summary: nil))
    }
    for summary in snapshot.solutions {
      entries.append(
        SolutionEntry(id: summary.id, title: summary.title, isEditorial: false, summary: summary))
    }
    return entries
  }

  /// The article behind `entry`, when it is cached.
  public static func article(_ entry: SolutionEntry, in snapshot: SolutionsSnapshot)
    -> SolutionArticle?
  {
    entry.isEditorial ? snapshot.readableEditorial : snapshot.articles[entry.id]
  }

  /// The list's entries for the interface, in reading order.
  public static func items(_ snapshot: SolutionsSnapshot, words: Words = .english)
    -> [SegmentListItem]
  {
    entries(snapshot).map { entry in
      SegmentListItem(
        id: entry.id, blocks: entryBlocks(entry, words: words),
        opens: entry.summary?.canSee ?? true)
    }
  }

  /// The list: per entry, its title and, on the next line, its facts.
  public static func list(_ snapshot: SolutionsSnapshot, words: Words = .english)
    -> Document
  {
    var document: Document = items(snapshot, words: words).flatMap(\.blocks)
    if let missing = snapshot.unavailable {
      document.insert(.paragraph([Span(SegmentText.clean(missing), style: [.notice, .dim])]), at: 0)
    }
    if let editorial = snapshot.editorial, !editorial.isReadable {
      document.append(
        .paragraph([
          Span(words.segments.editorialUnreadable(editorial.isPaidOnly), style: [.notice, .dim])
        ]))
    }
    if document.isEmpty {
      document.append(.paragraph([Span(words.segments.noSolutions, style: .notice)]))
    } else if snapshot.hasMore {
      document.append(
        .paragraph([
          Span(words.segments.showingSolutions(snapshot.solutions.count, snapshot.total), style: .dim)
        ]))
    }
    return document
  }

  /// The blocks of one entry in the list.
  public static func entryBlocks(_ entry: SolutionEntry, words: Words = .english)
    -> Document
  {
    let title = SegmentText.clean(entry.title)
    guard let summary = entry.summary else {
      return [
        .paragraph(
          [Span(words.segments.editorial, style: [.bold, .easy]), Span(title, style: .bold), Span("\n")]
            + SegmentText.facts([Span("LeetCode", style: .dim), Span(words.segments.official, style: .dim)]))
      ]
    }
    var facts: [Span] = []
    if let author = summary.author { facts.append(Span(SegmentText.clean(author))) }
    if let votes = summary.votes { facts.append(Span("▲ \(SegmentText.count(votes))")) }
    if let views = summary.views { facts.append(Span(words.segments.views(views), style: .dim)) }
    if !summary.languages.isEmpty {
      facts.append(Span(summary.languages.map(SegmentText.clean).joined(separator: ", "), style: .code))
    }
    if let date = summary.date { facts.append(Span(SegmentText.day(date), style: .dim)) }
    // Title and facts are one paragraph, on two lines, so entries stand apart.
    var head = [Span(title, style: .bold)]
    if !facts.isEmpty { head += [Span("\n")] + SegmentText.facts(facts) }
    var blocks: Document = [.paragraph(head)]
    if !summary.canSee {
      blocks.append(.paragraph([Span(words.segments.premiumArticle, style: .notice)]))
    }
    return blocks
  }

  /// One article: its title line, author, then its Markdown body, with the code in
  /// `preferredLanguage` first wherever the article gives code in several languages.
  public static func article(
    _ article: SolutionArticle, preferredLanguage: String? = nil, words: Words = .english
  ) -> Document {
    var head: [Span] = []
    if article.isEditorial { head.append(Span(words.segments.editorial, style: [.bold, .easy])) }
    head.append(Span(SegmentText.clean(article.title), style: [.bold, .heading]))
    var document: Document = [.paragraph(head)]
    if let author = article.author {
      document.append(.paragraph([Span(words.segments.by(SegmentText.clean(author)), style: .dim)]))
    }
    let body = MarkdownReader.document(article.content)
    document += CodeOrder.preferring(preferredLanguage, in: body)
    return document
  }
}
