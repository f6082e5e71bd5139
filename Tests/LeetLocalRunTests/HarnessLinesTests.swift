import LeetLocalRun
import Testing

/// Messages name the user's file and lines, not the harness's.
@Suite struct HarnessLinesTests {
  static let file =
    "# header\n# @lc code=start\nclass Solution:\n    def f(self):\n        return 1 // 0\n# @lc code=end\n"
  static let code = "class Solution:\n    def f(self):\n        return 1 // 0"

  @Test func aPythonTracebackAndACompilerMessageNameTheFilesLines() throws {
    let source = "import x\n\n\n" + Self.code + "\n\nmain()\n"
    let lines = try #require(
      HarnessLines(
        code: Self.code, source: source, harnessFile: "main.py", file: Self.file, userFile: "1.f.py"))
    #expect(lines.firstCodeLine == 4 && lines.userFirstLine == 3)
    let traceback = """
      Traceback (most recent call last):
        File "/cache/localrun/python3/ab12/main.py", line 9, in <module>
        File "/cache/localrun/python3/ab12/main.py", line 6, in f
      ZeroDivisionError: integer division or modulo by zero
      """
    let mapped = lines.remap(traceback)
    #expect(mapped.contains(#"File "1.f.py", line 5, in f"#))
    // A line of the harness keeps its own name.
    #expect(mapped.contains(#"File "/cache/localrun/python3/ab12/main.py", line 9, in <module>"#))
    let cpp = try #require(
      HarnessLines(
        code: Self.code, source: source, harnessFile: "main.cpp", file: Self.file, userFile: "1.f.cpp"))
    #expect(
      cpp.remap("main.cpp:5:9: error: nope\n at X(Main.java:5)")
        == "1.f.cpp:4:9: error: nope\n at X(Main.java:5)")
  }

  @Test func codeThatIsNotInTheFileMapsNothing() {
    #expect(
      HarnessLines(code: "zzz", source: "zzz", harnessFile: "main.py", file: "abc", userFile: "f") == nil)
  }
}
