import FoundationEssentials
import Glibc
import LeetModel
import TermCore

/// The learner's review schedule on disk: `$XDG_STATE_HOME/leetview/<host>/review-schedule.json`
/// (else `~/.local/state/leetview/…`).
///
/// The schedule is the user's own record, which nothing can fetch again, so it lives in the state
/// folder rather than the cache (which may be removed at will) or the config file (which holds
/// settings and the session). It is written whole to a temporary file and renamed over the old
/// one (mode 0600 in 0700 folders), so a failed write leaves the old schedule; a damaged file is
/// never read as an empty schedule, so it is never overwritten by one.
public struct ReviewScheduleFile: Sendable {
  /// The file.
  public var url: URL
  /// leetview's state folder, which the write makes private down to the file.
  public var root: URL

  /// The largest schedule read: some 200 bytes a card, 10,000 problems in 2 MB; 8 MB leaves room.
  public static let byteLimit = 8 << 20

  /// The file at `url` under the state folder `root`.
  public init(url: URL, root: URL) {
    self.url = url
    self.root = root
  }

  /// The schedule file of `site` for `environment`; nil when no home or state folder is known.
  public static func locate(environment: [String: String], site: Site) -> ReviewScheduleFile? {
    guard let state = Surroundings(environment: environment).stateHome else { return nil }
    let root = URL(fileURLWithPath: state).appendingPathComponent("leetview")
    return ReviewScheduleFile(
      url: root.appendingPathComponent(site.host).appendingPathComponent("review-schedule.json"), root: root)
  }

  /// The schedule the file holds; an empty one when there is no file.
  /// - Throws: `LoadError.configuration` naming the file when it is there but cannot be read or
  ///   is not a schedule: it is left as it is for the user to look at.
  public func read() throws -> ReviewSchedule {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return ReviewSchedule() }
      throw damaged(String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw damaged("it is not a regular file") }
    guard Int(info.st_size) <= Self.byteLimit else {
      throw damaged("it is larger than the \(ContentLimits.megabytes(Self.byteLimit)) leetview reads")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw damaged("it cannot be read")
    }
    guard let json = try? JSONValue.parse(data), json["cards"].object != nil else {
      throw damaged("it is not a review schedule")
    }
    return ReviewSchedule(json: json)
  }

  /// Writes `schedule` whole in place of the file, atomically.
  /// - Throws: `LoadError.configuration` naming the file when it cannot be written; the old file
  ///   is then as it was.
  public func write(_ schedule: ReviewSchedule) throws {
    do {
      try AtomicFile.write(JSONWriter.data(schedule.json, pretty: true), to: url, privateFrom: root)
    } catch {
      throw LoadError.configuration(
        "the review schedule could not be written to \(url.path) (\(CacheStore.writeReason(error))); "
          + "it is as it was")
    }
  }

  /// The failure of reading a file that is there but `reason`.
  private func damaged(_ reason: String) -> LoadError {
    .configuration(
      "the review schedule \(url.path) cannot be used: \(reason); move it aside to start a new one")
  }
}
