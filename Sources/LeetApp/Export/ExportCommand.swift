import FoundationEssentials
import Glibc
import LeetFetch
import LeetModel
import TermCore

/// `leetview export DIR [--init] [--push]`: every accepted submission into the git repository at
/// DIR, one dated commit each, oldest first; a run with nothing new makes one request and no commit.
extension AppContext {
  /// Exports into `path`.
  /// - Throws: `AppError` for a repository it must not write in, or a request that failed (what
  ///   was committed before stays, and the next run goes on from it).
  func runExport(_ path: String) throws -> Int32 {
    if options.offline {
      throw AppError(message: "export reads your submissions from LeetCode; it cannot run --offline")
    }
    guard service.session.credentials?.session != nil else {
      throw AppError(message: "export needs a LeetCode session: run `leetview login` first")
    }
    let repository: GitRepository
    do {
      repository = try GitRepository.open(
        URL(fileURLWithPath: path), initialise: options.initialiseRepository, environment: environment)
      try repository.checkReady()
    } catch {
      throw AppError(message: error.message)
    }
    ExportInterrupt.start()
    defer { ExportInterrupt.finish() }
    let bar = ProgressLine(enabled: isatty(2) == 1)
    var run = ExportRun(context: self, repository: repository, bar: bar)
    let status = try run.perform()
    bar.finish()
    StandardOutput.write(run.summary())
    if options.push, status == 0 {
      do {
        let remote = try repository.push()
        StandardStream.error("leetview: pushed to \(TextSanitizer.oneLine(remote))\n")
      } catch {
        throw AppError(message: error.message)
      }
    }
    return status
  }
}
