import Foundation

/// A temporary home folder to lay browsers' profiles out in; removed by `remove()`.
public final class FixtureHome: @unchecked Sendable {
  /// The folder (readable by every user, so that a test may read it as `nobody`).
  public let path: String

  /// Makes a new empty home under the temporary folder.
  /// - Throws: `FixtureError` when it cannot.
  public init() throws {
    let temporary = NSTemporaryDirectory()
    let folder = temporary.hasSuffix("/") ? temporary : temporary + "/"
    var template = Array((folder + "leetview-home.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw FixtureError("cannot make a temporary home") }
    path = String(cString: made)
    chmod(path, 0o755)
  }

  /// `relative` under the home, its folders made.
  /// - Throws: `FixtureError` when a folder cannot be made.
  @discardableResult
  public func folder(_ relative: String) throws -> String {
    let full = "\(path)/\(relative)"
    do {
      try FileManager.default.createDirectory(
        atPath: full, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    } catch { throw FixtureError("cannot make \(full)") }
    return full
  }

  /// Writes `text` at `relative`, its folder made; returns the file's path.
  /// - Throws: `FixtureError` when it cannot.
  @discardableResult
  public func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
    let full = "\(path)/\(relative)"
    try folder((relative as NSString).deletingLastPathComponent)
    guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
      throw FixtureError("cannot write \(full)")
    }
    return full
  }

  /// Writes `text` at `relative`.
  /// - Throws: `FixtureError` when it cannot.
  @discardableResult
  public func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, Array(text.utf8))
  }

  /// Removes the home and everything in it (permissions restored first).
  public func remove() {
    if let walker = FileManager.default.enumerator(atPath: path) {
      for case let entry as String in walker { chmod("\(path)/\(entry)", 0o755) }
    }
    try? FileManager.default.removeItem(atPath: path)
  }
}
