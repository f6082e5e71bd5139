import Foundation
import LeetTestSupport
import Testing

/// The `leetview-live-contract` program of `make live-contract`, pointed at the fake LeetCode with
/// `LEETVIEW_ENDPOINT`: it says what it would send before sending, sends nothing unconfirmed, and
/// never prints the session.
@Suite struct LiveContractCommandTests {
  static let session = "live-contract-sess-5150"
  static let token = "live-contract-csrf-6160"

  static var program: String {
    BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent("leetview-live-contract").path
  }

  static func environment(_ fake: FakeLeetCode, _ extra: [String: String]) -> [String: String] {
    var environment = [
      "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8",
      "LEETVIEW_ENDPOINT": fake.baseURL, "LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": token,
      "LIVE_CONTRACT_SHAPES": Corpus.repositoryRoot.appendingPathComponent("Tests/LiveContract").path,
    ]
    if let corpus = Corpus.directory { environment["LIVE_CONTRACT_CORPUS"] = corpus.path }
    return environment.merging(extra) { $1 }
  }

  @Test func withoutConfirmationItListsWhatItWouldSendAndSendsNothing() throws {
    let fake = try FakeFixtures.smallSite()
    let result = try BinaryRunner.runCommand(
      [Self.program], environment: Self.environment(fake, [:]), stdin: Data("y\n".utf8))
    #expect(result.status == 2)
    let host = fake.baseURL.replacingOccurrences(of: "http://", with: "")
    #expect(result.stdout.hasPrefix("live-contract talks to LeetCode: it sends"))
    #expect(result.stdout.contains("to \(host), with your LeetCode session"))
    #expect(result.stdout.contains("\n  questionData\n") && result.stdout.contains("\n  submissionDetails\n"))
    #expect(
      result.stderr == "leetview-live-contract: not sent: answer at a terminal, or set LIVE_CONTRACT=yes\n")
    #expect(fake.requests.isEmpty, "stdin is no terminal: nothing is sent on a piped yes")
  }

  @Test func confirmedItComparesEachAnswerAndNeverPrintsTheSession() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    let result = try BinaryRunner.runCommand(
      [Self.program], environment: Self.environment(fake, ["LIVE_CONTRACT": "yes"]))
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains(" hold, ") && result.stdout.contains(" changed, "))
    #expect(result.stdout.contains("globalData"))
    #expect(!fake.requests.isEmpty)
    #expect(fake.requests.allSatisfy { $0.headers["cookie"]?.contains(Self.session) == true })
    for text in [result.stdout, result.stderr] {
      #expect(!text.contains(Self.session) && !text.contains(Self.token))
    }
  }
}
