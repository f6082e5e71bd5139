import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// The services a past submission's code uses (`d`, `D`, `R` in Submissions): the submission by
/// id, the solution file, and the restore.
protocol PastCodeServices: SolutionFiles {
  /// Submission `id` whole: cached (in the file of `slug` first), else fetched and kept.
  /// - Throws: `LoadError` offline without a copy, signed out, or when LeetCode has none.
  func pastSubmission(_ id: String, slug: String) throws -> SubmissionRecord
  /// Writes submission `id`'s code into `target`'s file, keeping the old file beside it.
  /// - Throws: `AppError` for another language or a file that cannot be written.
  func restore(_ record: SubmissionRecord, id: String, into target: SolutionTarget) throws
    -> SolutionRestore.Outcome
}

/// Carries out the diffs and restores of past code off the loop's thread, answering with
/// `.page(.pastCode)`.
struct PastCodeRunner: Sendable {
  let services: any PastCodeServices & Sendable

  /// Works `effect` out for `problem` on a background queue, posting the answer.
  func perform(_ effect: PastCodeEffect, _ problem: Problem, post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async {
      post(.page(.pastCode(slug: problem.titleSlug, action(for: effect, problem))))
    }
  }

  /// What `effect` comes to for `problem` (it blocks while it reads, fetches or writes).
  func action(for effect: PastCodeEffect, _ problem: Problem) -> PastCodeAction {
    let slug = problem.titleSlug
    do {
      switch effect {
      case .diffWithFile(let id):
        let old = DiffSide(id: id, record: try services.pastSubmission(id, slug: slug))
        let target = try services.solutionTarget(for: problem)
        guard let data = FileManager.default.contents(atPath: try target.checkedFile().path) else {
          return .noSolutionFile(path: services.shownPath(target.file))
        }
        let code = SolutionFile.parse(String(decoding: data, as: UTF8.self)).code
        return .diffReady(
          old: old, new: DiffSide(label: .solutionFile(target.file.lastPathComponent), text: code))
      case .diffSubmissions(let old, let new):
        return .diffReady(
          old: DiffSide(id: old, record: try services.pastSubmission(old, slug: slug)),
          new: DiffSide(id: new, record: try services.pastSubmission(new, slug: slug)))
      case .restore(let id):
        let record = try services.pastSubmission(id, slug: slug)
        let outcome = try services.restore(record, id: id, into: try services.solutionTarget(for: problem))
        return .restored(
          path: services.shownPath(outcome.file), backup: outcome.backup?.lastPathComponent)
      }
    } catch {
      return .failed(solvingMessage(error))
    }
  }
}
