import Foundation
import LeetTestSupport
import Testing

/// A mistyped `-l`/`--lang` says the language most likely meant, in one line.
@Suite struct LocalRunLanguageTests {
  @Test func aMistypedLanguageSaysTheOneMeant() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let known = "python3, cpp, java, javascript, rust"
    for (typed, meant) in [
      ("pyhton3", "python3"), ("jav", "java"), ("C++", "cpp"), ("py", "python3"), ("js", "javascript"),
      ("rs", "rust"),
    ] {
      let result = try BinaryRunner.run(
        ["--offline", "test", "--local", "9001", "-l", typed], environment: stage.environment)
      #expect(result.status == 1)
      #expect(
        result.stderr == "leetview: unknown language '\(typed)'; did you mean \(meant)? (one of: \(known))\n")
    }
    let far = try BinaryRunner.run(
      ["--offline", "test", "--local", "9001", "--lang", "cobol"], environment: stage.environment)
    #expect(far.stderr == "leetview: unknown language 'cobol'; use one of: \(known)\n")
    #expect(stage.fake.requests.isEmpty)
  }
}
