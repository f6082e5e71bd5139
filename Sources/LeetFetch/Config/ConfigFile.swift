import FoundationEssentials
import Glibc
import LeetModel
import TermCore

/// leetview's config file, `$XDG_CONFIG_HOME/leetview/config.json` (else `~/.config/leetview/`).
///
/// It holds the credentials that `leetview login` stores and optional cache ages:
/// `{"LEETCODE_SESSION": "...", "LEETCODE_CSRFTOKEN": "...", "questionMaxAgeDays": 7,
/// "listMaxAgeDays": 1}`. Because it holds a session and says where code is written and sent, it
/// is written with mode 0600 and leetview refuses to read it when group or others may read or
/// change it, or another user owns it.
public struct ConfigFile: Sendable {
  /// The file's path.
  public var url: URL

  public init(url: URL) {
    self.url = url
  }

  /// The config file for `environment`.
  public static func locate(environment: [String: String]) -> ConfigFile {
    let base = URL(fileURLWithPath: Surroundings(environment: environment).configHome ?? "/nonexistent")
    return ConfigFile(url: base.appendingPathComponent("leetview/config.json"))
  }

  /// What the file says.
  public struct Contents: Sendable {
    public var credentials: Credentials?
    public var questionMaxAge: TimeInterval?
    public var listMaxAge: TimeInterval?
    /// The language whose code articles show first (`preferredLanguage`, such as `python3`).
    public var preferredLanguage: String?
    /// Every key, to keep what `login` does not change.
    var raw: [String: JSONValue]
  }

  /// Reads the file; nil when there is none.
  /// - Throws: `LoadError.configuration` when group or others can read it, or it is not JSON.
  public func read() throws -> Contents? {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw LoadError.configuration("cannot read \(url.path): \(String(cString: strerror(errno)))")
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw LoadError.configuration("\(url.path) is not a regular file")
    }
    if info.st_mode & 0o066 != 0 {
      let who = info.st_mode & 0o044 != 0 ? "read" : "change"
      throw LoadError.configuration(
        "refusing to read \(url.path): group or others can \(who) it, and it may hold your "
          + "LeetCode session and settings; run `chmod 600 \(url.path)` (or `leetview login` again)")
    }
    if info.st_uid != geteuid() {
      throw LoadError.configuration(
        "refusing to read \(url.path): it belongs to another user; remove it or run `leetview login`")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw LoadError.configuration("cannot read \(url.path)")
    }
    let json: JSONValue
    do {
      json = try JSONValue.parse(data)
    } catch {
      throw LoadError.configuration(
        "\(url.path) is not valid JSON; fix it or run `leetview login` to write it again")
    }
    guard let raw = json.object else {
      throw LoadError.configuration("\(url.path) must hold a JSON object")
    }
    let credentials = Credentials(
      session: raw["LEETCODE_SESSION"]?.string, csrfToken: raw["LEETCODE_CSRFTOKEN"]?.string)
    return Contents(
      credentials: credentials.isEmpty ? nil : credentials,
      questionMaxAge: raw["questionMaxAgeDays"]?.double.map { $0 * 86_400 },
      listMaxAge: raw["listMaxAgeDays"]?.double.map { $0 * 86_400 },
      preferredLanguage: raw["preferredLanguage"]?.string,
      raw: raw)
  }

  /// Rewrites the file with `change` applied to its keys, keeping every other key.
  /// - Parameter replacingUnreadable: start afresh when the existing file cannot be read; otherwise
  ///   that is an error, so nothing in it is lost.
  func update(replacingUnreadable: Bool, _ change: (inout [String: JSONValue]) -> Void) throws {
    let existing = replacingUnreadable ? ((try? read()) ?? nil) : try read()
    var object = existing?.raw ?? [:]
    change(&object)
    try writePrivately(JSONWriter.data(.object(object), pretty: true) + Data("\n".utf8))
  }

  /// Writes `data` through a 0600 temporary file and a rename.
  func writePrivately(_ data: Data) throws {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw LoadError.configuration("cannot create \(directory.path)")
    }
    let temporary = directory.appendingPathComponent(".config.json.\(getpid()).tmp")
    unlink(temporary.path)
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw LoadError.configuration(
        "cannot write \(url.path): \(String(cString: strerror(errno)))")
    }
    var ok = fchmod(fd, 0o600) == 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while ok, offset < buffer.count, let base = buffer.baseAddress {
        let written = write(fd, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { ok = false } else { offset += written }
      }
    }
    if ok { ok = fsync(fd) == 0 }
    close(fd)
    if ok { ok = rename(temporary.path, url.path) == 0 }
    if !ok {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw LoadError.configuration("cannot write \(url.path): \(reason)")
    }
  }
}
