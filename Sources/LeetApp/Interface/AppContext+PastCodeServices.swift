import LeetFetch
import LeetModel

/// A past submission's code over this run's cache, session and workspace.
extension AppContext: PastCodeServices {
  /// Submission `id` whole, through the segment's cache of `slug`'s submissions.
  func pastSubmission(_ id: String, slug: String) throws -> SubmissionRecord {
    try SegmentService(problems: service).submission(id: id, slug: slug).record
  }

  /// Writes submission `id`'s code into `target`'s file in the site's manner.
  func restore(_ record: SubmissionRecord, id: String, into target: SolutionTarget) throws
    -> SolutionRestore.Outcome
  {
    try SolutionRestore(site: site).restore(record, id: id, into: target)
  }
}
