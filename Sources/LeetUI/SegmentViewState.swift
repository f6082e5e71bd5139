import Foundation
import LeetModel
import LeetText

/// What a segment holds once loaded, as the interface sees it.
public enum SegmentSnapshot: Hashable, Sendable {
  case solutions(SolutionsSnapshot)
  case comments(CommentsSnapshot)
  case submissions(SubmissionsSnapshot)
  /// Submissions without credentials: the page explains how to sign in.
  case signInNeeded

  /// This snapshot, keeping the articles, replies and details that `older` had and this one
  /// lacks: results may arrive out of order, and none of them should lose what another brought.
  func keeping(_ older: SegmentSnapshot?) -> SegmentSnapshot {
    switch (self, older) {
    case (.solutions(var new), .solutions(let old)?):
      new.articles.merge(old.articles) { current, _ in current }
      return .solutions(new)
    case (.comments(var new), .comments(let old)?):
      new.replies.merge(old.replies) { current, _ in current }
      return .comments(new)
    case (.submissions(var new), .submissions(let old)?):
      new.details.merge(old.details) { current, _ in current }
      return .submissions(new)
    default:
      return self
    }
  }

  /// Whether the list has pages that are not loaded yet.
  var hasMore: Bool {
    switch self {
    case .solutions(let snapshot): snapshot.hasMore
    case .comments(let snapshot): snapshot.hasMore
    case .submissions(let snapshot): snapshot.hasMore
    case .signInNeeded: false
    }
  }
}

/// One piece of work for a segment, asked of the runtime and answered by `.segmentResult`.
public enum SegmentTask: Hashable, Sendable {
  /// The segment the first time it is shown (cache first).
  case load
  /// The segment fetched again (`r`).
  case refresh
  /// The next page of the list.
  case more
  /// The item behind an entry: a solution article, a comment's replies, a submission's code.
  case open(String)
}

/// How a task ended.
public enum SegmentOutcome: Hashable, Sendable {
  /// The segment as it now stands, a stale-copy reason if any, and when it arrived (ages are
  /// measured against this, so the reducer needs no clock).
  case loaded(SegmentSnapshot, staleBecause: String?, at: Date)
  /// A one-line reason.
  case failed(String)
}

/// The interface's state of one of the Comments, Solutions and Submissions pages: the list,
/// its selection, the item open in it, and the work in flight.
public struct SegmentViewState: Sendable {
  /// The data, once some arrived.
  public internal(set) var snapshot: SegmentSnapshot?
  /// The list's entries, computed once per snapshot.
  public internal(set) var items: [SegmentListItem] = []
  /// What follows the entries in the list: notices, "showing 20 of 300".
  var footer: Document = []
  /// When the snapshot arrived; ages are measured against it.
  var arrivedAt = Date(timeIntervalSince1970: 0)
  /// Why the copy shown is stale, when refreshing it failed.
  public internal(set) var staleBecause: String?
  /// The selected entry's index in `items`.
  public internal(set) var selection = 0
  /// The id of the entry open (an article, a thread, a submission), nil on the list.
  public internal(set) var opened: String?
  /// The list's first line on screen when an entry was opened, to go back to.
  var listTop = 0
  /// The list's page, with its layouts, kept while an entry is open so that going back costs
  /// no layout; dropped when the list changes meanwhile.
  var savedList: Page?
  /// Tasks asked for and not answered yet.
  public internal(set) var loading: Set<SegmentTask> = []
  /// Tasks that failed, with their reason, until tried again.
  public internal(set) var failures: [SegmentTask: String] = [:]

  public init() {}

  /// The selected entry, if any.
  public var selectedItem: SegmentListItem? {
    items.indices.contains(selection) ? items[selection] : nil
  }

  /// Whether an entry is open.
  public var isOpen: Bool { opened != nil }
}

/// The three segment pages' states and the settings they are drawn with.
public struct SegmentsState: Sendable {
  /// The language whose code comes first in articles (config `preferredLanguage`).
  public var preferredLanguage: String?
  /// The site's host, for the sign-in explanation.
  public var host = "leetcode.com"
  /// Per segment (not the description).
  public var views: [Segment: SegmentViewState] = [:]

  public init(preferredLanguage: String? = nil, host: String = "leetcode.com") {
    self.preferredLanguage = preferredLanguage
    self.host = host
  }
}
