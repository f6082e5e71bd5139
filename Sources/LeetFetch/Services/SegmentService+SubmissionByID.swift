import FoundationEssentials
import LeetModel
import TermCore

/// One submission named by its id alone (`leetview diff`, `d` and `R` in Submissions): from the
/// `details` of the cached submissions files, else fetched with `submissionDetails` and kept in
/// the `details` of its problem's file, in the shape the segment keeps them.
extension SegmentService {
  /// A submission found by its id, and where it came from.
  public struct SubmissionByID: Sendable {
    /// The submission whole.
    public var record: SubmissionRecord
    /// Whether it was read from the cache rather than fetched.
    public var fromCache: Bool
  }

  /// Submission `id`: the cached copy (in the file of `slug` first, then in every other), else
  /// fetched when online and signed in, and kept in its problem's file.
  /// - Throws: `LoadError`: `.notKeptOffline` offline without a copy, `.signInNeeded` signed out
  ///   without one, `.network` when LeetCode has no such submission of the user's or cannot be asked.
  public func submission(id: String, slug: String? = nil) throws -> SubmissionByID {
    guard let digits = NoteKey.submissionID(id) else {
      throw LoadError.network(
        .said("'\(TextSanitizer.oneLine(String(id.prefix(40))))' is not a submission id (digits only)"))
    }
    if let record = cachedSubmission(digits, slug: slug) {
      return SubmissionByID(record: record, fromCache: true)
    }
    if policy.offline {
      throw LoadError.notKeptOffline(
        "submission \(digits)", remedy: "fetch it once online (`leetview diff` keeps it)")
    }
    guard problems.session.credentials.map({ !$0.isEmpty }) ?? false else {
      throw LoadError.signInNeeded("reading submission \(digits), which is not cached")
    }
    let fetched = try fetchSubmission(digits)
    if let owner = fetched.record.titleSlug ?? slug, let answer = try? JSONValue.parse(fetched.body) {
      keepDetail(answer, id: digits, slug: owner)
    }
    return SubmissionByID(record: fetched.record, fromCache: false)
  }

  /// The submission `id` in the `details` of a cached submissions file: that of `slug` first.
  func cachedSubmission(_ id: String, slug: String?) -> SubmissionRecord? {
    let first = slug.flatMap(TitleSlug.validated)
    for name in [first].compactMap({ $0 }) + cachedSubmissionFiles().filter({ $0 != first }) {
      guard let entry = try? store.read(.submissions, slug: name),
        let file = try? JSONValue.parse(entry.data), let answer = file["details"][id].object
      else { continue }
      if let record = SubmissionRecord.decode(.object(answer)) { return record }
    }
    return nil
  }

  /// The problems whose submissions the user's cache holds, by their files' names.
  private func cachedSubmissionFiles() -> [TitleSlug] {
    let folder = store.location.root.appendingPathComponent(site.host).appendingPathComponent(
      CacheKind.submissions.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      name.hasSuffix(".json") && !name.hasPrefix(".") ? TitleSlug.validated(String(name.dropLast(5))) : nil
    }
  }

  /// Submission `id` asked of LeetCode, by the site's own query (`SegmentQueries.submissionDetail`).
  func fetchSubmission(_ id: String) throws -> FetchedSubmission {
    do {
      let fetched = try problems.api().submission(id: id)
      problems.noteSuccess()
      return fetched
    } catch FetchError.invalidResponse {
      problems.noteSuccess()
      throw LoadError.network(.said("LeetCode has no submission \(id) of yours"))
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: false))
    }
  }
}
