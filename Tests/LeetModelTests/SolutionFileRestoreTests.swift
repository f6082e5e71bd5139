import LeetModel
import Testing

/// A past submission's code put back between a solution file's `@lc` markers, every other byte
/// kept; a file without markers is its code whole.
@Suite struct SolutionFileRestoreTests {
  private static let file = """
    # @lc app=leetcode id=1 lang=python3
    #
    # [1] Two Sum
    #

    # @lc code=start
    class Solution:
        pass
    # @lc code=end

    if __name__ == "__main__":
        print(Solution())

    """

  @Test func theCodeBetweenTheMarkersIsReplacedAndTheRestKeptByteForByte() throws {
    let restored = try #require(
      SolutionFile.replacingCode(in: Self.file, with: "class Solution:\n\treturn 1"))
    #expect(
      restored == """
        # @lc app=leetcode id=1 lang=python3
        #
        # [1] Two Sum
        #

        # @lc code=start
        class Solution:
        \treturn 1
        # @lc code=end

        if __name__ == "__main__":
            print(Solution())

        """)
    #expect(SolutionFile.parse(restored).code == "class Solution:\n\treturn 1\n")
    #expect(SolutionFile.parse(restored).languageSlug == "python3")
  }

  @Test func escapesInTheCodeAreDroppedAndWindowsLineEndsKept() throws {
    let crlf = "// @lc code=start\r\nint a;\r\n// @lc code=end\r\n// tail\r\n"
    let restored = try #require(
      SolutionFile.replacingCode(in: crlf, with: "int b;\u{1B}[2J\u{1B}]0;x\u{07}\n"))
    #expect(restored == "// @lc code=start\r\nint b;\r\n// @lc code=end\r\n// tail\r\n")
  }

  @Test func aFileWithoutBothMarkersIsItsCodeWhole() {
    #expect(SolutionFile.replacingCode(in: "print(1)\n", with: "x") == nil)
    #expect(SolutionFile.replacingCode(in: "# @lc code=start\nprint(1)\n", with: "x") == nil)
    #expect(SolutionFile.restoring("print(2)", over: "print(1)\n") == "print(2)\n")
    #expect(
      SolutionFile.restoring("", over: "# @lc code=start\nold\n# @lc code=end\n")
        == "# @lc code=start\n# @lc code=end\n")
  }
}
