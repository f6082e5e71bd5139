import Foundation
import LeetText
import Testing

@testable import LeetModel
@testable import LeetUI

/// The Solutions list when one part could not be loaded (issue 32): the note comes first, and
/// an empty list then is not "no solutions yet".
@Suite struct SolutionsUnavailableTests {
  @Test func theNoteLeadsAndAnEmptyListIsNotCalledEmpty() throws {
    let json = #"""
      {"editorial":{"data":{"question":{"solution":{"title":"Officially","content":"Body.","canSeeDetail":true}}}},
       "unavailable":"The community solutions could not be loaded: leetcode.com answered HTTP 500"}
      """#
    let snapshot = try SolutionsSnapshot.decode(Data(json.utf8))
    let texts = SegmentDocumentTests.texts(SolutionsDocument.list(snapshot))
    #expect(texts.first == "The community solutions could not be loaded: leetcode.com answered HTTP 500")
    #expect(texts.contains { $0.contains("Officially") })
    #expect(!texts.contains(Words.english.segments.noSolutions))
  }
}
