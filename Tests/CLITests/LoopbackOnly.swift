import Foundation
import LeetTestSupport
import Testing

/// Runs leetview in a network namespace of its own with loopback only (`unshare -n`), for tests
/// where a regression could send traffic to another host: there it can reach nothing.
enum LoopbackOnly {
  /// Whether `unshare -n` works here (util-linux, and root or user namespaces).
  static let available: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    return (try? BinaryRunner.runCommand(["/usr/bin/unshare", "-n", "/bin/true"], environment: [:]).status)
      == 0
  }()

  /// Why the tests that need it are skipped.
  static let absentReason: Comment =
    "skipped: `unshare -n` is unavailable (needs util-linux and root), so leetview cannot be kept off the network"

  /// Runs leetview with `arguments` and `environment` in a new network namespace whose loopback
  /// is brought up (when `ip` is installed; else nothing at all is reachable).
  static func leetview(_ arguments: [String], environment: [String: String]) throws -> BinaryRunner.Result {
    let script = "ip link set lo up 2>/dev/null; exec \"$0\" \"$@\""
    return try BinaryRunner.run(
      arguments, environment: environment.merging(["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]) { $1 },
      prefix: ["/usr/bin/unshare", "-n", "/bin/sh", "-c", script])
  }
}
