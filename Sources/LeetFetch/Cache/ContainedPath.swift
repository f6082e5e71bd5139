import FoundationEssentials
import Glibc
import TermCore

/// A file for a problem that, once links are resolved, would lie outside its folder.
public struct PathOutsideFolder: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file asked for.
  public var file: String
  /// The folder it must lie in.
  public var folder: String

  /// The one-line message, the paths cleaned of control characters.
  public var message: String {
    "refusing \(TextSanitizer.oneLine(file)): it resolves to a place outside "
      + "\(TextSanitizer.oneLine(folder)) (a symbolic link?)"
  }

  public var description: String { message }
}

/// Checks that a file leetview writes or reads for a problem lies inside its folder (the
/// workspace, the cache) after every symbolic link is resolved.
///
/// The parts of the path that exist are resolved with `realpath`: the deepest existing folder on
/// the way must be the folder itself or inside it, and the file itself, when it is there (a
/// symbolic link too, even a dangling one), must resolve inside it. What does not exist yet
/// cannot lead anywhere.
public enum ContainedPath {
  /// Throws when `file` is not inside `folder` once links are resolved.
  /// - Throws: `PathOutsideFolder`.
  public static func check(_ file: URL, inside folder: URL) throws(PathOutsideFolder) {
    let refusal = PathOutsideFolder(file: file.path, folder: folder.path)
    let folderPath = folder.standardizedFileURL.path
    let filePath = file.standardizedFileURL.path
    guard isInside(filePath, folderPath), filePath != folderPath else { throw refusal }
    // The folder itself may be a link (a workspace kept elsewhere): what counts is where it leads.
    guard let root = realPath(folderPath) else { return }
    var ancestor = parent(filePath)
    while isInside(ancestor, folderPath), !exists(ancestor) {
      ancestor = parent(ancestor)
    }
    guard let resolvedAncestor = realPath(ancestor), isInside(resolvedAncestor, root) else {
      throw refusal
    }
    if exists(filePath) {
      guard let resolved = realPath(filePath), isInside(resolved, root), resolved != root else {
        throw refusal
      }
    }
  }

  /// Whether `path` is `folder` or below it (both absolute and without `..`).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The folder holding `path`, an absolute path without `.`, `..` or a trailing `/`: what
  /// `NSString.deletingLastPathComponent` gives such a path, without bridging to NSString.
  static func parent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }

  /// Whether anything (a file, a folder, a link even dangling) is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The path with every link resolved, or nil when it cannot be (absent, dangling, no access).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
