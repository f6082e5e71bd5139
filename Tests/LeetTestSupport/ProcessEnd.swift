import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a process has ended, as `/proc` tells it.
public enum ProcessEnd {
  /// Whether `pid` is gone or a zombie, waiting for a SIGKILL sent to it to land (at most
  /// `seconds`, 10 by default; 0 looks once).
  public static func isGone(_ pid: Int32, within seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return true }
      let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
      if state == "Z" || state == "X" { return true }
      usleep(10_000)
    } while Date() < deadline
    return false
  }
}
