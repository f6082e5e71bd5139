import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a process has ended, as `/proc` tells it.
public enum ProcessEnd {
  /// Whether `pid` is gone or a zombie, waiting for a SIGKILL sent to it to land (at most 10 s).
  public static func isGone(_ pid: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return true }
      let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
      if state == "Z" || state == "X" { return true }
      usleep(10_000)
    }
    return false
  }
}
