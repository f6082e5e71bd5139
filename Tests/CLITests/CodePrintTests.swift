import Foundation
import LeetTestSupport
import Testing

/// `--print -s code`: print mode has no keys, so its notes name commands.
@Suite struct CodePrintTests {
  @Test func theTemplateNoteNamesTheCommandThatWritesTheFile() throws {
    let home = try BinaryRunner.temporaryDirectory("leetview-code-print")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try BinaryRunner.run(
      ["--offline", "--print", "--width", "200", "-s", "code", "1"],
      environment: ["HOME": home.path, "LEETVIEW_CACHE_DIR": home.appendingPathComponent("cache").path])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "No solution file yet; this is the template. `leetview edit 1 --lang python3` writes it."))
    #expect(!result.stdout.contains("Press e"))
  }
}
