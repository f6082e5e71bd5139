import Foundation

/// What a process is blocked in, read from `/proc/<pid>/task/*/syscall`.
enum ProcessSleep {
  /// The number of `pselect6`, in which leetview's loop waits for input.
  #if arch(x86_64)
    static let pselect6 = "270"
  #elseif arch(arm64)
    static let pselect6 = "72"
  #else
    static let pselect6 = "?"
  #endif

  /// Whether a thread of `pid` is blocked in `pselect6` with no timeout (its fifth argument null).
  static func waitsWithoutTimeout(_ pid: Int32) -> Bool {
    let tasks = "/proc/\(pid)/task"
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
    return threads.contains { thread in
      guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/syscall", encoding: .utf8)
      else { return false }
      let fields = text.split(separator: " ")
      return fields.count > 5 && fields[0] == pselect6 && fields[5] == "0x0"
    }
  }
}
