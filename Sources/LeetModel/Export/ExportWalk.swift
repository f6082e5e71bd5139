/// The walk through the archive, newest first, to the newest submission already exported (or
/// seen by the last finished export, failed ones too): what is new, and whether to ask for
/// another page.
///
/// The new ones are written oldest first, so that what a repository holds is always every
/// accepted submission up to some time: an export stopped halfway goes on where it stopped.
public struct ExportWalk: Sendable {
  /// The submissions the repository holds already.
  public let exported: Set<UInt64>
  /// The newest submission (accepted or not) a finished export saw: none older is new.
  public let seen: UInt64?
  /// The newest submission this walk met.
  public private(set) var newest: UInt64?
  /// What is new, newest first.
  private var found: [AcceptedSubmission] = []
  /// The ids met, so that a row a page repeats (the archive moved on) counts once.
  private var met: Set<UInt64> = []
  /// Whether the walk reached what was exported before.
  public private(set) var reachedExported = false
  /// The pages read.
  public private(set) var pages = 0
  /// The rows offered that were not accepted, over every page.
  public private(set) var notAccepted = 0
  /// The accepted rows skipped for a value that failed its check.
  public private(set) var unreadable = 0
  /// The offset of the next page.
  public private(set) var nextOffset = 0
  /// The key of the next page.
  public private(set) var nextKey: String?

  public init(exported: Set<UInt64>, seen: UInt64? = nil) {
    self.exported = exported
    self.seen = seen
  }

  /// Takes in `page`; whether the walk goes on to the next one.
  public mutating func take(_ page: SubmissionDumpPage, rowsAsked: Int = SubmissionDumpPage.pageSize)
    -> Bool
  {
    pages += 1
    notAccepted += page.notAccepted
    unreadable += page.unreadable
    nextOffset += rowsAsked
    nextKey = page.lastKey
    newest = max(newest ?? 0, page.ids.max() ?? 0)
    for submission in page.accepted {
      if exported.contains(submission.id) || isSeenBefore(submission.id) {
        reachedExported = true
        return false
      }
      if met.insert(submission.id).inserted { found.append(submission) }
    }
    if page.ids.contains(where: isSeenBefore) {
      reachedExported = true
      return false
    }
    return page.hasNext
  }

  /// Whether `id` is no newer than what a finished export saw (ids grow with time).
  private func isSeenBefore(_ id: UInt64) -> Bool { seen.map { id <= $0 } ?? false }

  /// What to write, oldest first.
  public var toWrite: [AcceptedSubmission] { found.reversed() }
}
