import FoundationEssentials
import Glibc

/// What tells a file's versions apart without reading it: its inode, size and change time.
struct FileStamp: Equatable, Sendable {
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  /// The stamp of the file at `path`; nil when there is none.
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    seconds = Int(info.st_ctim.tv_sec)
    nanoseconds = Int(info.st_ctim.tv_nsec)
  }
}
