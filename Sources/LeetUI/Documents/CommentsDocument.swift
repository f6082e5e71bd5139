import FoundationEssentials
import LeetModel
import LeetText

/// The Comments segment as documents.
public enum CommentsDocument {
  /// Every cached comment, each followed by its cached replies as a quote.
  /// - Parameter now: the clock ages are measured against.
  public static func list(
    _ snapshot: CommentsSnapshot, now: Date, withReplies: Bool = true,
    words: Words = .english
  ) -> Document {
    var document: Document = []
    for comment in snapshot.comments {
      document += blocks(comment, now: now, words: words)
      if withReplies, let replies = snapshot.replies[comment.id], !replies.isEmpty {
        document.append(quote(replies, now: now, words: words))
      }
    }
    if document.isEmpty {
      document.append(.paragraph([Span(words.segments.noComments, style: .notice)]))
    } else if snapshot.hasMore {
      document.append(
        .paragraph([
          Span(words.segments.showingComments(snapshot.comments.count, snapshot.total), style: .dim)
        ]))
    }
    return document
  }

  /// The list's entries for the interface: each comment, without its replies.
  public static func items(
    _ snapshot: CommentsSnapshot, now: Date, words: Words = .english
  ) -> [SegmentListItem] {
    snapshot.comments.map { comment in
      SegmentListItem(
        id: comment.id, blocks: blocks(comment, now: now, words: words),
        opens: comment.replyCount > 0)
    }
  }

  /// One comment with its replies below it (as fetched so far), for the interface's reply view.
  public static func thread(
    _ comment: Comment, replies: [Comment]?, now: Date, words: Words = .english
  ) -> Document {
    var document = blocks(comment, now: now, words: words)
    if let replies {
      if replies.isEmpty {
        document.append(.paragraph([Span(words.segments.noReplies, style: .dim)]))
      } else {
        document.append(quote(replies, now: now, words: words))
      }
    }
    return document
  }

  /// A comment: the line of author, votes and age; the Markdown body; the reply count.
  public static func blocks(
    _ comment: Comment, now: Date, isReply: Bool = false, words: Words = .english
  ) -> Document {
    var head: [Span] = []
    if comment.pinned { head.append(Span(words.segments.pinned, style: .notice)) }
    head.append(Span(SegmentText.clean(comment.author), style: .bold))
    head.append(Span("▲ \(SegmentText.count(comment.votes))"))
    if let date = comment.date {
      head.append(Span(words.segments.age(of: date, now: now), style: .dim))
    }
    var document: Document = [.paragraph(SegmentText.facts(head))]
    document += MarkdownReader.document(comment.content)
    if !isReply, comment.replyCount > 0 {
      document.append(.paragraph([Span(words.segments.replies(comment.replyCount), style: .dim)]))
    }
    return document
  }

  /// Replies, drawn as a quotation under their comment.
  private static func quote(_ replies: [Comment], now: Date, words: Words) -> Block {
    .quote(replies.flatMap { blocks($0, now: now, isReply: true, words: words) })
  }
}
