import Dispatch
import FoundationEssentials
import Glibc
import LeetCookiesClient

/// A private copy of a cookie database with its `-wal`, `-shm` and `-journal`, in a 0700 folder
/// of its own, so that what the browser wrote a moment ago is read and its files are never
/// written or locked.
///
/// Call `remove()` when done; the folders still there when the helper is interrupted are removed
/// by `PrivateCopy.removeOnSignals()`.
struct PrivateCopy {
  /// Why a database could not be copied.
  enum Failure: Error, Equatable {
    /// The file or its folder may not be read.
    case noPermission
    /// The file is not there.
    case missing
    /// The file and its companions hold these bytes, over the budget; nothing was copied.
    case tooLarge(Int64)
    /// The budget's time ran out while copying.
    case tooSlow
    /// Anything else, in the system's words.
    case other(String)
  }

  /// The files beside a database that SQLite reads with it.
  static let companions = ["-wal", "-shm", "-journal"]

  /// The private folder.
  let folder: String
  /// The copied database in it.
  let database: String

  /// Copies `source` (and the companions that exist) into a new private folder named after this
  /// process (`leetview-cookies.<pid>.XXXXXX`, so that a later helper can tell it is stale).
  ///
  /// Every file is opened and measured (`fstat`) before a byte is copied: together they may hold
  /// at most `budget.bytes`, and the copy stops when the budget's time is up.
  /// - Throws: `Failure` when the database cannot be read or the folder made.
  init(
    of source: String, temporary: String = TemporaryFolder.path,
    budget: ReadingBudget = ReadingBudget(seconds: CookieLimits.profileSeconds)
  ) throws(Failure) {
    let files = try OpenFile.all(source, companions: Self.companions)
    defer { files.forEach { close($0.descriptor) } }
    let total = files.reduce(0) { $0 + $1.size }
    guard total <= budget.bytes else { throw .tooLarge(total) }
    var template = Array((temporary.hasSuffix("/") ? temporary : temporary + "/").utf8CString.dropLast())
    template += Array("\(Self.prefix)\(getpid()).XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw .other(String(cString: strerror(errno))) }
    folder = String(cString: made)
    chmod(folder, 0o700)
    CopyRegistry.shared.insert(folder)
    database = folder + "/cookies.db"
    var left = budget.bytes
    do {
      for file in files { try file.copy(to: database + file.suffix, left: &left, budget: budget) }
    } catch {
      remove()
      throw error
    }
  }

  /// How every private folder's name begins.
  static let prefix = "leetview-cookies."

  /// Removes the folder and everything in it.
  func remove() {
    for suffix in [""] + Self.companions { unlink(database + suffix) }
    try? FileManager.default.removeItem(atPath: folder)
    CopyRegistry.shared.remove(folder)
  }

  /// Removes every private folder still there when SIGINT, SIGTERM or SIGHUP arrives, then ends
  /// the process as the signal would have.
  static func removeOnSignals() {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
      source.setEventHandler {
        for folder in CopyRegistry.shared.all() { try? FileManager.default.removeItem(atPath: folder) }
        _exit(128 + signal)
      }
      source.resume()
      CopyRegistry.shared.keep(source)
    }
  }
}
