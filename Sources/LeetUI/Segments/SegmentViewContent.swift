import FoundationEssentials
import LeetModel
import LeetText
import TermCore

/// What a segment page shows for its state: the list with its notices, or the entry open.
enum SegmentViewContent {
  /// Takes in a newly arrived snapshot: the entries and footer are computed once here, and the
  /// selection stays on the same entry when it is still there.
  static func absorb(
    _ snapshot: SegmentContent, into view: inout SegmentViewState, at date: Date,
    words: Words
  ) {
    let selectedID = view.selectedItem?.id
    let merged = snapshot.keeping(view.snapshot)
    view.snapshot = merged
    view.arrivedAt = date
    switch merged {
    case .solutions(let snapshot):
      view.items = SolutionsDocument.items(snapshot, words: words)
      let list = SolutionsDocument.list(snapshot, words: words)
      view.footer = Array(list.dropFirst(view.items.reduce(0) { $0 + $1.blocks.count }))
    case .comments(let snapshot):
      // Every comment opens: its thread, or the comment alone with "No replies".
      view.items = CommentsDocument.items(snapshot, now: date, words: words).map {
        SegmentListItem(id: $0.id, blocks: $0.blocks, opens: true)
      }
      // The footer depends only on counts: read it from bodiless copies, without parsing the
      // Markdown of every comment again.
      var bodiless = snapshot
      bodiless.comments = snapshot.comments.map { comment in
        var copy = comment
        copy.content = ""
        return copy
      }
      let list = CommentsDocument.list(bodiless, now: date, withReplies: false, words: words)
      let listed = CommentsDocument.items(bodiless, now: date, words: words)
      view.footer = Array(list.dropFirst(listed.reduce(0) { $0 + $1.blocks.count }))
    case .submissions(let snapshot):
      view.items = SubmissionsDocument.items(snapshot, now: date, words: words)
      let list = SubmissionsDocument.list(snapshot, now: date, words: words)
      view.footer = Array(list.dropFirst(view.items.reduce(0) { $0 + $1.blocks.count }))
    case .signInNeeded:
      view.items = []
      view.footer = []
    }
    if let selectedID, let index = view.items.firstIndex(where: { $0.id == selectedID }) {
      view.selection = index
    } else {
      view.selection = min(view.selection, max(0, view.items.count - 1))
    }
  }

  /// The page's sections for `view` of `segment`, `width` columns wide.
  ///
  /// `offline` (started with `--offline`, the problem's setting): nothing is fetched, so a
  /// failure offers no retry.
  static func sections(
    _ view: SegmentViewState, segment: Segment, segments: SegmentsState, offline: Bool, words: Words,
    width: Int
  ) -> [PageSection] {
    var top: [PageSection] = []
    if view.loading.contains(.refresh) {
      top.append(notice(words.notices.refreshing(segment)))
    }
    if let failure = view.failures[.load] ?? view.failures[.refresh] {
      top.append(
        failureNotice(words.notices.couldNotLoad(segment), failure, words: words, offline: offline))
    }
    if let stale = view.staleBecause {
      top.append(PageSection([.paragraph([Span(words.notices.stale(clean(stale)), style: .dim)])]))
    }
    guard let snapshot = view.snapshot else {
      if view.loading.contains(.load) { top.append(notice(words.notices.loading(segment))) }
      return top.isEmpty ? [PageSection(ProblemPage.notCached(segment))] : top
    }
    if let opened = view.opened {
      return top + [
        PageSection(
          openDocument(
            opened, view: view, segments: segments, offline: offline, words: words, width: width))
      ]
    }
    if case .signInNeeded = snapshot {
      return top + [PageSection(SubmissionsDocument.signIn(host: segments.host, words: words))]
    }
    let compact = segment == .submissions
    var sections = top + view.items.map { PageSection($0.blocks, isItem: true, isCompact: compact) }
    var footer = view.footer
    if view.loading.contains(.more) {
      footer.append(.paragraph([Span(words.notices.loadingMore, style: .notice)]))
    } else if let failure = view.failures[.more] {
      footer +=
        failureNotice(words.notices.couldNotLoadMore, failure, words: words, offline: offline).blocks
    } else if snapshot.hasMore {
      // "Showing 20 of 300 comments. Press m to load more." on one paragraph.
      if case .paragraph(let spans)? = footer.last {
        footer[footer.count - 1] = .paragraph(spans + [Span(" ")] + words.notices.moreHint)
      } else {
        footer.append(.paragraph(words.notices.moreHint))
      }
    }
    if !footer.isEmpty { sections.append(PageSection(footer)) }
    return sections
  }

  /// The document of the open entry: an article, a comment's thread, a submission whole (drawn
  /// for `width`); a loading or failure notice where it is not there yet.
  private static func openDocument(
    _ id: String, view: SegmentViewState, segments: SegmentsState, offline: Bool, words: Words,
    width: Int
  ) -> Document {
    var missing: Document = []
    if view.loading.contains(.open(id)) {
      missing = [.paragraph([Span(words.notices.loadingItem, style: .notice)])]
    } else if let failure = view.failures[.open(id)] {
      missing =
        failureNotice(words.notices.couldNotOpen, failure, words: words, offline: offline).blocks
    }
    switch view.snapshot {
    case .solutions(let snapshot):
      let entry = SolutionsDocument.entries(snapshot).first { $0.id == id }
      if let entry, let article = SolutionsDocument.article(entry, in: snapshot) {
        return SolutionsDocument.article(
          article, preferredLanguage: segments.preferredLanguage, words: words)
      }
      let title = entry.map { SegmentText.clean($0.title) } ?? ""
      return [.paragraph([Span(title, style: [.bold, .heading])])] + missing
    case .comments(let snapshot):
      guard let comment = snapshot.comments.first(where: { $0.id == id }) else { return missing }
      let replies = comment.replyCount == 0 ? [] : snapshot.replies[comment.id]
      return CommentsDocument.thread(
        comment, replies: replies, now: view.arrivedAt, words: words) + (replies == nil ? missing : [])
    case .submissions(let snapshot):
      let submission = snapshot.submissions.first { $0.id == id }
      if let detail = snapshot.details[id] {
        let record = submission.map(detail.record.filling(from:)) ?? detail.record
        return SubmissionRecordLines.document(record, width: width, words: words.history)
      }
      let line = submission.map { SubmissionsDocument.line($0, now: view.arrivedAt, words: words) }
      return (line.map { [Block.paragraph($0)] } ?? []) + missing
    case .signInNeeded, nil:
      return missing
    }
  }

  private static func notice(_ text: String) -> PageSection {
    PageSection([.paragraph([Span(text, style: .notice)])])
  }

  /// `⚠ what: reason`, then how to try again (or, offline, why not).
  private static func failureNotice(
    _ what: String, _ reason: String, words: Words, offline: Bool
  ) -> PageSection {
    PageSection([
      .paragraph([Span("⚠ " + what, style: [.notice, .bold]), Span(clean(reason))]),
      .paragraph(offline ? [Span(words.notices.startedOffline, style: .dim)] : words.notices.retryHint),
    ])
  }

  /// A reason on one line: controls removed, line breaks as spaces.
  static func clean(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return SegmentText.clean(flat)
  }
}
