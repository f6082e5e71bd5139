import Foundation
import LeetTestSupport
import Testing

/// A real git repository of a test, run with the test's home (its `.gitconfig`) and nothing else.
struct TestGitRepository {
  /// The repository's folder.
  let folder: URL
  /// The home whose `.gitconfig` gives git its identity.
  let home: URL

  /// Writes an identity for git into the home's `.gitconfig`.
  func writeIdentity(name: String) throws {
    try Data("[user]\n\tname = \(name)\n\temail = ada@example.org\n".utf8)
      .write(to: home.appendingPathComponent(".gitconfig"))
  }

  /// Runs git in the repository; its outcome.
  func outcome(_ arguments: [String]) throws -> BinaryRunner.Result {
    try BinaryRunner.runCommand(
      ["/usr/bin/git", "-C", folder.path] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "HOME": home.path, "LC_ALL": "C"])
  }

  /// Runs git in the repository, expecting success; its stdout.
  @discardableResult
  func git(_ arguments: [String]) throws -> String {
    let result = try outcome(arguments)
    #expect(result.status == 0, "git \(arguments): \(result.stderr)")
    return result.stdout
  }
}
