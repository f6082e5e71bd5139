import FoundationEssentials
import Glibc
import LeetModel

/// The kinds of file kept per problem, each in its own directory.
public enum CacheKind: String, CaseIterable, Sendable {
  case questions, solutions, comments, submissions

  /// The largest file of this kind that is read.
  var byteLimit: Int {
    self == .questions ? ContentLimits.answerBytes : ContentLimits.segmentFileBytes
  }
}

/// Where a cached entry came from.
public enum CacheSource: Hashable, Sendable {
  /// The user's cache, with the file's modification time.
  case cached(Date)
  /// The repository's bundled cache.
  case bundled
  /// Fetched from LeetCode just now.
  case live
}

/// One file read from the cache.
public struct CacheEntry: Sendable {
  public var data: Data
  public var url: URL
  public var source: CacheSource

  public init(data: Data, url: URL, source: CacheSource) {
    self.data = data
    self.url = url
    self.source = source
  }
}

/// Reads and writes the on-disk cache of one site, as `design/contract.md` lays it out.
///
/// Reads look in the user's cache first, then in the bundled cache. Writes go to the user's cache
/// only, through a temporary file in the same directory and a rename, so a reader never sees a
/// half-written file and an old entry stays until its replacement is complete.
public struct CacheStore: Sendable {
  public var location: CacheLocation
  public var site: Site

  public init(location: CacheLocation, site: Site) {
    self.location = location
    self.site = site
  }

  /// The user's file for `kind` and `slug` (a checked name, so one path component).
  public func userURL(_ kind: CacheKind, slug: TitleSlug) -> URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent(kind.rawValue)
      .appendingPathComponent(slug.rawValue + ".json")
  }

  /// The user's `problemset.json`.
  public var userListURL: URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("problemset.json")
  }

  /// The user's `daily.json`: the last answer to the daily query, verbatim.
  public var userDailyURL: URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("daily.json")
  }

  /// Whether the user's cache or the bundled one holds an entry for `kind` and `slug`.
  public func contains(_ kind: CacheKind, slug: TitleSlug) -> Bool {
    if FileManager.default.fileExists(atPath: userURL(kind, slug: slug).path) { return true }
    guard let bundled = location.bundled else { return false }
    let url = bundled.appendingPathComponent("\(site.host)/\(kind.rawValue)/\(slug.rawValue).json")
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// Reads the user's `daily.json`, if there is one.
  public func readDaily() throws -> CacheEntry? {
    try readFile(userDailyURL, limit: ContentLimits.answerBytes).map { data in
      let modified = Self.modificationDate(userDailyURL) ?? .distantPast
      return CacheEntry(data: data, url: userDailyURL, source: .cached(modified))
    }
  }

  /// Writes `daily.json` atomically.
  public func writeDaily(_ data: Data) throws {
    try AtomicFile.write(data, to: userDailyURL, privateFrom: location.root)
  }

  /// Reads the entry for `kind` and `slug`, from the user's cache, else the bundled one.
  /// - Throws: a read error other than the file being absent (a directory in its place, no permission).
  public func read(_ kind: CacheKind, slug: TitleSlug) throws -> CacheEntry? {
    let relative = "\(site.host)/\(kind.rawValue)/\(slug.rawValue).json"
    return try read(relative: relative, user: userURL(kind, slug: slug), limit: kind.byteLimit)
  }

  /// Reads `problemset.json`, from the user's cache, else the bundled one.
  public func readList() throws -> CacheEntry? {
    try read(relative: "\(site.host)/problemset.json", user: userListURL, limit: ContentLimits.listBytes)
  }

  /// Reads only the bundled copy of `problemset.json`.
  public func readBundledList() throws -> CacheEntry? {
    guard let bundled = location.bundled else { return nil }
    let url = bundled.appendingPathComponent("\(site.host)/problemset.json")
    return try readFile(url, limit: ContentLimits.listBytes).map {
      CacheEntry(data: $0, url: url, source: .bundled)
    }
  }

  /// Writes `data` as the entry for `kind` and `slug`, atomically, inside the cache folder.
  /// - Throws: `PathOutsideFolder` when a link would lead the file out of the cache; a write error.
  public func write(_ data: Data, kind: CacheKind, slug: TitleSlug) throws {
    let url = userURL(kind, slug: slug)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try ContainedPath.check(url, inside: location.root)
    try AtomicFile.write(data, to: url, privateFrom: location.root)
  }

  /// Writes `problemset.json` atomically.
  public func writeList(_ data: Data) throws {
    try AtomicFile.write(data, to: userListURL, privateFrom: location.root)
  }

  private func read(relative: String, user: URL, limit: Int) throws -> CacheEntry? {
    if let data = try readFile(user, inside: location.root, limit: limit) {
      let modified = Self.modificationDate(user) ?? .distantPast
      return CacheEntry(data: data, url: user, source: .cached(modified))
    }
    guard let bundled = location.bundled else { return nil }
    let url = bundled.appendingPathComponent(relative)
    return try readFile(url, inside: bundled, limit: limit).map {
      CacheEntry(data: $0, url: url, source: .bundled)
    }
  }

  /// The bytes of a problem's file, checked to lie inside `folder` once links are resolved.
  /// - Throws: `CacheReadError` when a link leads it outside, or it cannot be read.
  private func readFile(_ url: URL, inside folder: URL, limit: Int) throws -> Data? {
    do {
      try ContainedPath.check(url, inside: folder)
    } catch {
      throw CacheReadError(url: url, reason: "leads outside the cache folder (a symbolic link?)")
    }
    return try readFile(url, limit: limit)
  }

  /// The file's bytes; nil when there is no file; throws when something else is in the way, or
  /// the file is larger than `limit` bytes (it is never read whole then).
  func readFile(_ url: URL, limit: Int) throws -> Data? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw CacheReadError(url: url, reason: "is a directory, not a file")
    }
    if Int(info.st_size) > limit {
      throw CacheReadError(
        url: url, reason: "it is larger than the \(ContentLimits.megabytes(limit)) leetview reads")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw CacheReadError(url: url, reason: "cannot be read (\(Self.reason(error)))")
    }
  }

  /// The file's modification time, straight from `stat`.
  static func modificationDate(_ url: URL) -> Date? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    return Date(
      timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
  }

  /// The system's words for why a file could not be read (or written): the POSIX cause when the
  /// error names one, else the error's own description.
  static func reason(_ error: any Error) -> String {
    if let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError) {
      return String(cString: strerror(posix.code.rawValue))
    }
    if (error as? CocoaError)?.code == .fileReadNoPermission { return "permission denied" }
    return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

/// A cache file that exists but cannot be read.
public struct CacheReadError: Error, Sendable {
  public var url: URL
  public var reason: String
}
