import Foundation
import Testing

@testable import LeetModel

/// Finding a row by numeric id through the bisection of a sorted list, and the fallbacks.
@Suite struct ProblemListBisectionTests {
  /// A list as `sync` writes it: rows in id order, `"frontendQuestionId":"<id>"`.
  static func sortedList(_ ids: [Int]) -> Data {
    let rows = ids.map {
      "{\"difficulty\":\"Easy\",\"frontendQuestionId\":\"\($0)\",\"paidOnly\":false,\"title\":\"T\($0)\",\"titleSlug\":\"slug-\($0)\"}"
    }
    return Data(
      ("{\"fetchedAt\":\"2026-12-02T07:04:31Z\",\"questions\":[" + rows.joined(separator: ",") + "]}").utf8)
  }

  /// Every id of a sorted list is found, and ids not in it are not.
  @Test func findsEveryRowOfASortedList() throws {
    let ids = Array(1...300) + [1000, 1001, 3000, 99999]
    let data = Self.sortedList(ids)
    for id in ids { #expect(try ProblemList.slug(forFrontendID: "\(id)", in: data) == "slug-\(id)") }
    for id in ["0", "301", "999", "100000", "01", "1.0", "-1"] {
      #expect(try ProblemList.slug(forFrontendID: id, in: data) == nil, "\(id)")
    }
  }

  /// Issue 33: a list written with spaces (`"frontendQuestionId": "1"`) is found the same; the
  /// bisection gives up within the part it looks at, not by reading to the end at each step.
  @Test func aListWrittenWithSpacesIsFound() throws {
    let ids = Array(1...300) + [1000, 3000]
    let spaced = Data(
      String(decoding: Self.sortedList(ids), as: UTF8.self)
        .replacingOccurrences(of: "\":", with: "\": ").replacingOccurrences(of: ",\"", with: ", \"").utf8)
    for id in ids { #expect(try ProblemList.slug(forFrontendID: "\(id)", in: spaced) == "slug-\(id)") }
    #expect(try ProblemList.slug(forFrontendID: "301", in: spaced) == nil)
    try spaced.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      #expect(ProblemList.bisectedSlug(bytes, wanted: "7") == nil, "not written as sync writes it")
      let key = Array("\"frontendQuestionId\": \"".utf8)
      let first = try #require(ProblemList.find(key, in: bytes, from: 0))
      #expect(ProblemList.find(key, in: bytes, from: 0, before: first) == nil)
      #expect(ProblemList.find(key, in: bytes, from: 0, before: first + 1) == first)
    }
  }

  /// An unsorted list or one with other ids on the way is still searched whole.
  @Test func fallsBackWhenNotSorted() throws {
    let shuffled = Self.sortedList([5, 3, 9, 1, 7, 2, 8])
    for id in [5, 3, 9, 1, 7, 2, 8] {
      #expect(try ProblemList.slug(forFrontendID: "\(id)", in: shuffled) == "slug-\(id)")
    }
    let mixed = Data(
      String(decoding: Self.sortedList([1, 2, 3]), as: UTF8.self)
        .replacingOccurrences(of: "\"2\"", with: "\"LCP 2\"").utf8)
    #expect(try ProblemList.slug(forFrontendID: "3", in: mixed) == "slug-3")
    #expect(try ProblemList.slug(forFrontendID: "lcp 2", in: mixed) == "slug-2")
  }

  /// The bisection itself answers for a sorted list and gives up (nil) for what it cannot read.
  @Test func bisectionAnswersOnlyForPlainNumbers() {
    let data = Self.sortedList(Array(1...50))
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      #expect(ProblemList.bisectedSlug(bytes, wanted: "37") == "slug-37")
      #expect(ProblemList.bisectedSlug(bytes, wanted: "037") == nil)
      #expect(ProblemList.bisectedSlug(bytes, wanted: "lcp 3") == nil)
      #expect(ProblemList.bisectedSlug(bytes, wanted: "51") == nil)
    }
  }
}
