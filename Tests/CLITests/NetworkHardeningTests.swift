import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Network faults beyond the fetch issue's, through the built binary against loopback servers:
/// each ends in one line on stderr, exit status 1, nothing on stdout and nothing cached.
@Suite struct NetworkHardeningTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private let printArgs = ["--print", "--color", "never", "--width", "72"]
  private let secret = "hardening-secret-session-value"

  /// Runs `pebble-count-1` with credentials and checks the failure's shape; returns stderr.
  private func expectOneLineFailure(_ setup: Setup, extra: [String: String] = [:]) throws -> String {
    var environment = extra
    environment["LEETCODE_SESSION"] = secret
    environment["LEETCODE_CSRFTOKEN"] = "hardening-secret-token"
    var result = try setup.run(printArgs + ["pebble-count-1"], extra: environment)
    let leaked = (result.stdout + result.stderr).contains("hardening-secret")
    // Messages below quote stderr; a leaked secret is masked so it never reaches the test log.
    result.stderr = result.stderr.replacingOccurrences(of: "hardening-secret", with: "[secret]")
    result.stdout = result.stdout.replacingOccurrences(of: "hardening-secret", with: "[secret]")
    #expect(result.status == 1, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("leetview: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(!leaked, "a secret leaked into the output")
    #expect(!FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("questions").path))
    let stored = setup.cachedTexts().contains { $0.contains("hardening-secret") }
    #expect(!stored, "a secret reached the cache")
    return result.stderr
  }

  @Test func retryableFaultsExhaustedAreOneLine() throws {
    let faults: [(FakeLeetCode.Fault, String)] = [
      (.tooManyRequests(retryAfter: "1"), "limiting requests"),
      (.status(503), "HTTP 503"),
      (.status(500), "HTTP 500"),
      (.resetMidBody, "connection"),
    ]
    for (fault, words) in faults {
      let setup = try Setup(fake: try FakeFixtures.smallSite())
      defer { setup.cleanUp() }
      setup.fake.inject(fault, count: 3)
      let stderr = try expectOneLineFailure(setup)
      #expect(stderr.lowercased().contains(words.lowercased()), "\(stderr)")
    }
  }

  @Test func tenMegabyteBodyIsRefusedNotCached() throws {
    let fake = try FakeFixtures.smallSite()
    let huge = String(repeating: "<p>lantern</p>", count: 10 * 1_048_576 / 14 + 1)
    let question: [String: Any] = [
      "questionFrontendId": "1", "questionId": "1", "title": "Pebble Count 1",
      "titleSlug": "pebble-count-1", "content": huge,
    ]
    let body = try JSONSerialization.data(withJSONObject: ["data": ["question": question]])
    #expect(body.count > 10 * 1_048_576)
    fake.serveQuestion("pebble-count-1", body: body)
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let stderr = try expectOneLineFailure(setup)
    #expect(stderr.contains("MB or more, over the 8 MB leetview accepts"), "\(stderr)")
  }

  @Test func redirectLoopIsNotFollowed() throws {
    let counter = RequestLog()
    let server = try FakeHTTPServer { request in
      counter.append(request)
      return .response(
        status: 302, headers: [("Location", request.path), ("Content-Type", "text/plain")],
        body: Data("moved".utf8))
    }
    let setup = try Setup(fake: try FakeLeetCode())
    defer {
      setup.cleanUp()
      server.stop()
    }
    let stderr = try expectOneLineFailure(setup, extra: ["LEETVIEW_ENDPOINT": server.baseURL])
    #expect(stderr.contains("HTTP 302"), "\(stderr)")
    // Not followed at all: one request per attempt, never a chain.
    #expect(counter.requests.count == 1, "\(counter.requests.count) requests")
  }

  @Test func redirectToAnotherHostIsNotFollowedAndCredentialsStayHome() throws {
    let elsewhere = RequestLog()
    let other = try FakeHTTPServer { request in
      elsewhere.append(request)
      return .response(status: 200, headers: [], body: Data("{}".utf8))
    }
    let home = RequestLog()
    let server = try FakeHTTPServer { request in
      home.append(request)
      return .response(
        status: 307, headers: [("Location", "http://localhost:\(other.port)/graphql")],
        body: Data())
    }
    let setup = try Setup(fake: try FakeLeetCode())
    defer {
      setup.cleanUp()
      server.stop()
      other.stop()
    }
    let stderr = try expectOneLineFailure(setup, extra: ["LEETVIEW_ENDPOINT": server.baseURL])
    #expect(stderr.contains("HTTP 307"), "\(stderr)")
    let sentHome = home.requests.first?.headers["cookie"]?.contains(secret) == true
    #expect(sentHome, "the credentials went to the endpoint itself")
    #expect(elsewhere.requests.isEmpty, "nothing at all reached the other host")
  }

  @Test func nothingListeningIsOneLine() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    setup.fake.stop()
    let stderr = try expectOneLineFailure(setup)
    #expect(stderr.hasPrefix("leetview: cannot reach 127.0.0.1:"), "\(stderr)")
  }

  @Test(.enabled(if: SelfSignedServer.installedOpenSSL != nil, "openssl is not installed (make deps)"))
  func selfSignedCertificateIsRefused() throws {
    let tls = try SelfSignedServer.start()
    defer { tls.stop() }
    let setup = try Setup(fake: try FakeLeetCode())
    defer { setup.cleanUp() }
    let stderr = try expectOneLineFailure(
      setup, extra: ["LEETVIEW_ENDPOINT": "https://127.0.0.1:\(tls.port)"])
    #expect(stderr.contains("TLS") || stderr.contains("certificate"), "\(stderr)")
  }
}

/// Requests a raw server received, safe to read from the test's thread.
final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [ReceivedRequest] = []

  func append(_ request: ReceivedRequest) {
    lock.lock()
    received.append(request)
    lock.unlock()
  }

  var requests: [ReceivedRequest] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }
}

/// `openssl s_server` on 127.0.0.1 with a fresh self-signed certificate.
struct SelfSignedServer {
  let port: UInt16
  let pid: pid_t
  let directory: URL

  /// The openssl program, or nil when it is not installed.
  static let installedOpenSSL: String? = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Starts the server; a thrown failure when openssl is absent or will not start.
  static func start() throws -> SelfSignedServer {
    guard let openssl = installedOpenSSL else { throw ToolError.missing("openssl") }
    let directory = try BinaryRunner.temporaryDirectory("leetview-tls")
    let key = directory.appendingPathComponent("key.pem").path
    let cert = directory.appendingPathComponent("cert.pem").path
    let made = try BinaryRunner.runCommand(
      [
        openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days",
        "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
      ], environment: ProcessInfo.processInfo.environment)
    guard made.status == 0 else { throw ToolError.failed("openssl could not make a certificate") }
    for _ in 0..<5 {
      let port = try freePort()
      let pid = try spawn(
        openssl,
        ["s_server", "-accept", "127.0.0.1:\(port)", "-cert", cert, "-key", key, "-www", "-quiet"],
        log: directory.appendingPathComponent("s_server.log").path)
      if waitUntilListening(port) {
        return SelfSignedServer(port: port, pid: pid, directory: directory)
      }
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    throw ToolError.failed("openssl s_server did not start")
  }

  func stop() {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(at: directory)
  }

  /// A port nothing listens on right now.
  private static func freePort() throws -> UInt16 {
    let server = try FakeHTTPServer { _ in .hang }
    let port = server.port
    server.stop()
    return port
  }

  private static func waitUntilListening(_ port: UInt16) -> Bool {
    for _ in 0..<200 {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      close(fd)
      if connected == 0 { return true }
      usleep(50_000)
    }
    return false
  }

  private static func spawn(_ tool: String, _ arguments: [String], log: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else {
      throw POSIXError(.ENOEXEC)
    }
    return pid
  }
}
