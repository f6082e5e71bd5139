import FoundationEssentials
import Glibc
import LeetFetch
import LeetModel
import TermCore

/// Writes a past submission's code into its solution file (`R` in Submissions): between the `@lc`
/// markers, every other byte kept; over the whole text of a file without them (it is sent whole);
/// as a new file with the header when there is none.
///
/// The old file is first copied beside it as `<name>.bak` (`.bak.1`, `.bak.2`, … when that name
/// is taken: a backup is never overwritten), then the new text replaces it at once by a rename,
/// with the old file's mode. The server's code is only ever the file's content.
struct SolutionRestore {
  /// The site the solution files are for (a new file's header).
  var site: Site

  /// Where the code went, and where the old file is kept.
  struct Outcome: Equatable {
    /// The solution file written.
    var file: URL
    /// The copy of the old file; nil when there was none.
    var backup: URL?
  }

  /// The most numbered backups looked for beside a file.
  static let backupLimit = 1_000

  /// Writes submission `id` (`record`) into `target`'s file.
  /// - Throws: `AppError` when the submission's language is not the file's, or the file cannot be
  ///   read or written (nothing is changed then).
  func restore(_ record: SubmissionRecord, id: String, into target: SolutionTarget) throws -> Outcome {
    let file = try target.checkedFile()
    let language = record.language.map { TextSanitizer.oneLine($0) }
    guard let language, language.lowercased() == target.language.slug.lowercased() else {
      let name = record.languageName ?? language ?? "a language LeetCode did not name"
      throw AppError(
        message:
          "submission \(id) is \(TextSanitizer.oneLine(name)), and the solution file \(file.lastPathComponent) "
          + "is \(target.language.displayName): nothing was written")
    }
    guard let old = FileManager.default.contents(atPath: file.path) else {
      if FileManager.default.fileExists(atPath: file.path) {
        throw AppError(message: "cannot read the solution file \(file.path): nothing was written")
      }
      let text = SolutionFile.text(
        template: record.code, language: target.language,
        frontendID: target.problem.frontendID ?? target.problem.questionID ?? target.problem.titleSlug,
        title: target.problem.title, site: site)
      guard try write({ try AtomicFile.create(Data(text.utf8), at: file) }) else {
        throw AppError(
          message: "a solution file \(file.lastPathComponent) appeared meanwhile: nothing was written")
      }
      return Outcome(file: file, backup: nil)
    }
    let text = SolutionFile.restoring(record.code, over: String(decoding: old, as: UTF8.self))
    let backup = try keepBackup(old, of: file)
    try write { try replace(file, with: Data(text.utf8)) }
    return Outcome(file: file, backup: backup)
  }

  /// Copies `data` (the old file) beside `file` under the first free backup name.
  private func keepBackup(_ data: Data, of file: URL) throws -> URL {
    for number in 0..<Self.backupLimit {
      let name = file.lastPathComponent + ".bak" + (number == 0 ? "" : ".\(number)")
      let url = file.deletingLastPathComponent().appendingPathComponent(name)
      // A name taken (by a file, a link, anything) is never written through or over.
      if try write({ try AtomicFile.create(data, at: url) }) { return url }
    }
    throw AppError(
      message:
        "\(Self.backupLimit) backups of \(file.lastPathComponent) are already there: nothing was written")
  }

  /// Replaces `file` by `data` at once: a new file beside it with the old one's mode, renamed over it.
  private func replace(_ file: URL, with data: Data) throws {
    var info = stat()
    let mode = stat(file.path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      ".\(file.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).restore")
    guard try AtomicFile.create(data, at: temporary) else { throw POSIXError(.EEXIST) }
    chmod(temporary.path, mode)
    guard rename(temporary.path, file.path) == 0 else {
      let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      unlink(temporary.path)
      throw failure
    }
  }

  /// Runs a write, its failure told as the one line it is.
  @discardableResult
  private func write<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as AppError {
      throw error
    } catch {
      throw AppError(message: "cannot write the solution file: \(CacheStore.writeReason(error))")
    }
  }
}
