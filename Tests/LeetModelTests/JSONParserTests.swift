import Foundation
import Testing

@testable import LeetModel

@Suite struct JSONParserTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try JSONValue.parse(Data(#"{"a":[1,-2.5e3,true,false,null,"x\"y\u00e9\n"],"b":{}}"#.utf8))
    #expect(
      value["a"].array == [.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("x\"yé\n")])
    #expect(value["b"].object?.isEmpty == true)
  }

  @Test func keepsBooleansApartFromNumbers() throws {
    let value = try JSONValue.parse(Data(#"{"paidOnly":true,"likes":1}"#.utf8))
    #expect(value["paidOnly"].bool == true)
    #expect(value["likes"].bool == nil)
    #expect(value["likes"].int == 1)
  }

  @Test func decodesSurrogatePairsAndRepairsLoneOnes() throws {
    #expect(try JSONValue.parse(Data(#""\ud83d\udd12""#.utf8)) == .string("🔒"))
    #expect(try JSONValue.parse(Data(#""a\ud800b""#.utf8)) == .string("a\u{FFFD}b"))
  }

  @Test func repairsInvalidUTF8() throws {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xC3, 0x22]
    #expect(try JSONValue.parse(Data(bytes)) == .string("a\u{FFFD}\u{FFFD}"))
  }

  @Test func rejectsWhatIsNotJSON() {
    for text in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01x", "{} {}", "[\"a\u{1}\"]", "+1"] {
      #expect(throws: (any Error).self, "\(text)") { try JSONValue.parse(Data(text.utf8)) }
    }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: (any Error).self) { try JSONValue.parse(Data(deep.utf8)) }
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(throws: Never.self) { try JSONValue.parse(Data(fine.utf8)) }
  }

  @Test func jsonNestedTooDeepSaysSoRatherThanCutShort() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    do {
      _ = try JSONValue.parse(Data(deep.utf8))
      Issue.record("600 levels were read")
    } catch let failure as JSONParseFailure {
      #expect(failure.isNestedTooDeep)
      #expect(failure.description == "nested deeper than 512 levels at byte 512")
    }
    do {
      _ = try JSONValue.parse(Data(#"{"data": [1, 2"#.utf8))
    } catch let failure as JSONParseFailure {
      #expect(!failure.isNestedTooDeep, "\(failure)")
    }
  }

  @Test func idLookupWalksEveryListShape() throws {
    let cached =
      #"{"fetchedAt":"x","questions":[{"frontendQuestionId":"1","titleSlug":"two-sum","topicTags":[{"name":"A"}]},{"frontendQuestionId":"LCP 30","titleSlug":"p"}]}"#
    #expect(try ProblemList.slug(forFrontendID: "1", in: Data(cached.utf8)) == "two-sum")
    #expect(try ProblemList.slug(forFrontendID: "lcp 30", in: Data(cached.utf8)) == "p")
    #expect(try ProblemList.slug(forFrontendID: "2", in: Data(cached.utf8)) == nil)
    let graphQL =
      #"{"data":{"problemsetQuestionList":{"total":1,"questions":[{"questionFrontendId":"7","titleSlug":"seven"}]}}}"#
    #expect(try ProblemList.slug(forFrontendID: "7", in: Data(graphQL.utf8)) == "seven")
    let rest = #"[{"stat":{"frontend_question_id":9,"question__title_slug":"nine"}}]"#
    #expect(try ProblemList.slug(forFrontendID: "9", in: Data(rest.utf8)) == "nine")
  }
}
