import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Processes as `/proc` relates them: parents, and where they work.
public enum ProcessTree {
  /// The parent of `pid`, or nil when it is gone.
  public static func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
  }

  /// `pid` and its ancestors up to `top`, not including it (all of them when `top` is not one).
  public static func line(from pid: Int32, below top: Int32) -> [Int32] {
    var found: [Int32] = []
    var current = pid
    while current > 1, current != top, found.count < 64 {
      found.append(current)
      guard let next = parent(of: current) else { break }
      current = next
    }
    return found
  }

  /// Every live process (not a zombie) whose working directory is `folder` or inside it.
  public static func working(in folder: URL) -> [Int32] {
    let root = folder.resolvingSymlinksInPath().path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(Int32.init).filter { pid in
      guard let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
        cwd == root || cwd.hasPrefix(root + "/")
      else { return false }
      return !ProcessEnd.isGone(pid, within: 0)
    }
  }
}
