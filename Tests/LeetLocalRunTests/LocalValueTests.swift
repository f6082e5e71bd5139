import LeetLocalRun
import Testing

/// LeetCode's values read and compared as values.
@Suite struct LocalValueTests {
  @Test func valuesAreReadAndWrittenCompactly() {
    #expect(LocalValue.parse(" [1, 2 ,[3]] ")?.text == "[1,2,[3]]")
    #expect(LocalValue.parse(#"["a\"b","\u00e9"]"#)?.text == #"["a\"b","é"]"#)
    #expect(LocalValue.parse("[1,null,true,false,-2.5e3]")?.text == "[1,null,true,false,-2.5e3]")
    #expect(LocalValue.parse("9007199254740993")?.text == "9007199254740993")
  }

  @Test func textThatIsNotOneValueIsRefused() {
    for text in ["", "[1,2", "nums = [1]", "[1] [2]", "tru", "\"open", "[1,,2]", "abc"] {
      #expect(LocalValue.parse(text) == nil, "\(text)")
    }
    #expect(LocalValue.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) == nil)
  }

  @Test func floatsMatchWithinTheTolerance() throws {
    let answer = try #require(LocalValue.parse("1.333333"))
    #expect(answer.matches(try #require(LocalValue.parse("1.33333"))))
    #expect(!answer.matches(try #require(LocalValue.parse("1.3334"))))
    #expect(try #require(LocalValue.parse("2")).matches(try #require(LocalValue.parse("2.00000"))))
  }

  @Test func theTopLevelOrderCountsOnlyWhenAsked() throws {
    let answer = try #require(LocalValue.parse("[[1,2],[3]]"))
    let expected = try #require(LocalValue.parse("[[3],[1,2]]"))
    #expect(!answer.matches(expected))
    #expect(answer.matches(expected, anyOrder: true))
    // Inner lists keep their order.
    #expect(!answer.matches(try #require(LocalValue.parse("[[3],[2,1]]")), anyOrder: true))
    #expect(!answer.matches(try #require(LocalValue.parse("[[1,2],[3],[3]]")), anyOrder: true))
  }

  @Test func treesCompareWithoutTrailingNulls() {
    #expect(
      LocalJudgement.isRight("[1,null,2]", expected: "[1,null,2,null,null]", type: .treeNode, anyOrder: false)
    )
    #expect(!LocalJudgement.isRight("[1,null,2]", expected: "[1,2]", type: .treeNode, anyOrder: false))
    #expect(LocalJudgement.isRight("[]", expected: "null", type: .listNode, anyOrder: false))
    #expect(LocalJudgement.isRight("\"ab\"", expected: "\"ab\"", type: .string, anyOrder: false))
    #expect(!LocalJudgement.isRight("\"ab\"", expected: "\"aB\"", type: .string, anyOrder: false))
  }
}
