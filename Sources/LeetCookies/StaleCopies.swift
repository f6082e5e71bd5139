import FoundationEssentials
import Glibc
import LeetCookiesClient

/// The private folders a helper killed outright (SIGKILL, a crash, a power cut) left behind with
/// its copies of the browsers' cookies in them.
enum StaleCopies {
  /// Removes from `temporary` each `leetview-cookies.*` folder (not a link) of this user whose
  /// helper, by the process id in its name, is gone, or that is older than
  /// `CookieLimits.staleCopySeconds` (the id may be another process's by now); returns their paths.
  @discardableResult
  static func sweep(in temporary: String = TemporaryFolder.path, now: Date = Date()) -> [String] {
    let folder = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
    let names = (PathProbe.entries(folder) ?? []).filter { $0.hasPrefix(PrivateCopy.prefix) }
    return names.map { "\(folder)/\($0)" }.filter { path in
      guard isStale(path, now: now) else { return false }
      try? FileManager.default.removeItem(atPath: path)
      return true
    }
  }

  /// Whether the folder at `path` is this user's, and its helper gone or it too old.
  static func isStale(_ path: String, now: Date) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
      return false
    }
    let age = now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec)
    if age > CookieLimits.staleCopySeconds { return true }
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    let fields = name.dropFirst(PrivateCopy.prefix.count).split(separator: ".")
    guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0 else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
