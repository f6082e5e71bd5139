import FoundationEssentials
import Glibc

/// What is at a path, as far as this user may tell.
enum PathProbe: Equatable {
  case directory
  case file
  case missing
  case noPermission

  /// Looks at `path` (following links).
  init(_ path: String) {
    var info = stat()
    if stat(path, &info) != 0 {
      self = errno == EACCES || errno == EPERM ? .noPermission : .missing
    } else if info.st_mode & S_IFMT == S_IFDIR {
      self = access(path, R_OK | X_OK) == 0 ? .directory : .noPermission
    } else {
      self = access(path, R_OK) == 0 ? .file : .noPermission
    }
  }

  /// The entries of the folder at `path`, sorted; nil when it cannot be listed.
  static func entries(_ path: String) -> [String]? {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
  }
}
