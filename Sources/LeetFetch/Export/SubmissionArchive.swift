import FoundationEssentials
import LeetModel

/// The signed-in user's submissions of every problem, newest first, as the export reads them:
/// pages of the REST archive (code included) and each accepted one's figures, every request
/// paced and patient with the site's `Retry-After`.
public final class SubmissionArchive: Sendable {
  /// The problems' service, for the session and the client.
  public let problems: ProblemService
  /// Keeps the requests apart.
  public let pacer: RequestPacer

  /// How long the site may ask to wait (`Retry-After`) before a request is given up.
  public static let longestWait: TimeInterval = 120
  /// The tries and the time one request may take, waits included.
  static let budget = FetchBudget(attempts: 5, attemptTimeout: 20, total: 600)

  public init(problems: ProblemService, pacer: RequestPacer = RequestPacer()) {
    self.problems = problems
    self.pacer = pacer
  }

  /// The page at `offset` (with the key the page before gave).
  /// - Throws: `FetchError`, `LoadError.configuration`, `SubmissionDumpPage.Unreadable`.
  public func page(offset: Int, lastKey: String?) throws -> SubmissionDumpPage {
    var path = "/api/submissions/?offset=\(max(0, offset))&limit=\(SubmissionDumpPage.pageSize)"
    if let lastKey { path += "&lastkey=\(lastKey)" }
    pacer.waitForTurn()
    let answer = try client().getJSON(path, refererPath: "/submissions/", budget: Self.budget)
    return try SubmissionDumpPage.decode(answer.object)
  }

  /// The share of submissions that `submission` beat, in runtime and memory; nil when the site
  /// gives no figure.
  /// - Throws: `FetchError`, `LoadError.configuration`.
  public func beats(of submission: AcceptedSubmission) throws -> ExportLayout.Beats? {
    let id = String(submission.id)
    guard let number = Int(exactly: submission.id) else { return nil }
    pacer.waitForTurn()
    let answer = try client().graphQL(
      SegmentQueries.submissionDetail(id: number, site: problems.site),
      refererPath: "/submissions/detail/\(id)/", budget: Self.budget)
    guard let record = SubmissionRecord.decode(answer.object),
      record.runtimePercentile != nil || record.memoryPercentile != nil
    else { return nil }
    return ExportLayout.Beats(runtime: record.runtimePercentile, memory: record.memoryPercentile)
  }

  /// The session's client, waiting as long as the site asks (up to `longestWait`).
  private func client() throws -> LeetCodeClient {
    var client = try problems.api().client
    client.retry.maxAttempts = Self.budget.attempts
    client.retry.retryAfterCap = Self.longestWait
    return client
  }
}
