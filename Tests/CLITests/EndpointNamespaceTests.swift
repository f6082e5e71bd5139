import Foundation
import LeetTestSupport
import Testing

/// `LEETVIEW_ENDPOINT` in a form that seems loopback but is not (`0127.0.0.1` is 87.0.0.1 to
/// libcurl): refused before anything is sent, with leetview kept in a loopback-only network
/// namespace so that a regression cannot reach the other host.
@Suite(.enabled(if: LoopbackOnly.available, LoopbackOnly.absentReason))
struct EndpointNamespaceTests {
  private typealias Setup = FetchEndToEndTests.Setup

  @Test(arguments: ["0127.0.0.1", "127.1", "2130706433", "0x7f.0.0.1", "[::ffff:127.0.0.1]"])
  func disguisedLoopbackEndpointIsOneLineAndSendsNothing(_ host: String) throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let port = URL(string: setup.fake.baseURL)?.port ?? 9
    var environment = setup.environment
    environment["LEETVIEW_ENDPOINT"] = "http://\(host):\(port)"
    environment["LEETCODE_SESSION"] = "namespace-secret-session"
    environment["LEETCODE_CSRFTOKEN"] = "namespace-secret-token"
    var result = try LoopbackOnly.leetview(
      ["--print", "--color", "never", "1"], environment: environment)
    let leaked = (result.stdout + result.stderr).contains("namespace-secret")
    result.stderr = result.stderr.replacingOccurrences(of: "namespace-secret", with: "[secret]")
    #expect(!leaked, "a secret leaked into the output")
    #expect(result.status == 1, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("leetview: LEETVIEW_ENDPOINT"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(!result.stderr.contains("cannot reach"), "it tried to connect: \(result.stderr)")
    #expect(setup.fake.requests.isEmpty)
  }
}
