import FoundationEssentials
import Glibc

/// Makes folders readable by their owner alone, as the files in them are.
enum PrivateFolders {
  /// Takes group and others' rights from `root` and each folder below it down to `folder`, where
  /// this user owns them (a folder of someone else's is left as it is).
  static func tighten(from root: URL, to folder: URL) {
    let top = root.standardizedFileURL.path
    var path = folder.standardizedFileURL.path
    guard path == top || path.hasPrefix(top.hasSuffix("/") ? top : top + "/") else { return }
    while true {
      var info = stat()
      if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid(),
        info.st_mode & 0o077 != 0
      {
        chmod(path, info.st_mode & 0o700)
      }
      if path == top || path == "/" { return }
      path = ContainedPath.parent(path)
    }
  }
}
