import Foundation

/// Runs a program to completion and reports its wall time, and its peak memory through GNU time.
///
/// Peak memory cannot come from this process's `wait4`: Linux keeps a process's maximum RSS across
/// `execve`, and a spawned child starts as a copy of this large benchmark process. GNU `time` is
/// small, so the RSS it reports for its own child is the child's.
enum ChildProcess {
  struct Result {
    var seconds: Double
    var maxRSSKilobytes: Int
    var status: Int32
  }

  /// Runs `path` with `arguments`, stdout and stderr to /dev/null.
  static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let (argv, envp) = spawnStrings(path, arguments, environment)
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else {
      return Result(seconds: .nan, maxRSSKilobytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = now() - start
    return Result(seconds: seconds, maxRSSKilobytes: Int(usage.ru_maxrss), status: status)
  }

  /// The peak resident memory of one run of `path`, in kilobytes, measured by `/usr/bin/time`.
  static func peakMemory(_ path: String, _ arguments: [String]) -> Int? {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leetview-bench-rss-\(getpid())")
    defer { try? FileManager.default.removeItem(at: report) }
    let result = run("/usr/bin/time", ["-f", "%M", "-o", report.path, path] + arguments)
    guard result.status == 0, let text = try? String(contentsOf: report, encoding: .utf8) else { return nil }
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
  }
}

/// C strings for `posix_spawn`: the argument vector and a small fixed environment plus
/// `environment`, each ending in nil.
///
/// The caller frees them.
func spawnStrings(
  _ path: String, _ arguments: [String], _ environment: [String: String]
) -> (argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?]) {
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let env = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"] + environment.map { "\($0.key)=\($0.value)" }
  return (argv, env.map { strdup($0) } + [nil])
}
