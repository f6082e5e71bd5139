import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 14, item 3: the network helper waiting on a server that never answers sleeps; it used to
/// spin (URLSession's write source firing on a writable socket: about half a core).
@Suite struct FetchHelperWaitTests {
  @Test func waitingForAnAnswerCostsNoProcessorTime() throws {
    let server = try FakeHTTPServer { _ in .hang }
    defer { server.stop() }
    let directory = try BinaryRunner.temporaryDirectory("leetview-wait")
    defer { try? FileManager.default.removeItem(at: directory) }
    let request = directory.appendingPathComponent("request.json")
    let object: [String: Any] = [
      "method": "POST", "url": server.baseURL + "/graphql", "headers": [[String]](),
      "body": NSNull(), "timeout": 2,
    ]
    try JSONSerialization.data(withJSONObject: object).write(to: request)
    let helper = BinaryRunner.executable.deletingLastPathComponent()
      .appendingPathComponent("leetview-fetch").path
    let output = directory.appendingPathComponent("out").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, request.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = [strdup(helper), nil]
    defer { free(argv[0]) }
    var pid: pid_t = 0
    let started = Date()
    #expect(posix_spawn(&pid, helper, &actions, nil, argv, environ) == 0)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let wall = Date().timeIntervalSince(started)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
    print(
      "leetview-fetch waiting \(String(format: "%.2f", wall)) s used "
        + "\(String(format: "%.3f", cpu)) s of processor time")
    let answer = try String(contentsOfFile: output, encoding: .utf8)
    #expect(answer.contains("timedOut"), "\(answer)")
    #expect(wall >= 1.9, "it waited its deadline: \(wall) s")
    // Starting the program costs a few hundredths; a spin costs a second and more.
    #expect(cpu < 0.25, "\(cpu) s of processor time in \(wall) s of waiting")
  }
}
