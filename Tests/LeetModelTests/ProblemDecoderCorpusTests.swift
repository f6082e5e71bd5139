import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

@Suite struct ProblemDecoderCorpusTests {
  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func everyRecordedQuestionShapeLoads() throws {
    guard let files = Corpus.recorded() else {
      throw CorpusError.missing("recorded/its data")
    }
    var questions = 0
    for file in files {
      let data = try Data(contentsOf: file)
      let name = file.lastPathComponent
      if name.hasPrefix("question") || name.hasPrefix("daily") {
        let problem = try ProblemDecoder.decode(data)
        #expect(!problem.titleSlug.isEmpty, "\(name)")
        questions += 1
      } else if name.contains("List") || name.contains("problems") {
        let list = try ProblemList.decode(data)
        #expect(!list.items.isEmpty, "\(name)")
      }
    }
    #expect(questions == 4)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func everyCorpusQuestionLoadsWrapped() throws {
    guard let lines = Corpus.lines("questions.jsonl") else {
      throw CorpusError.missing("questions.jsonl")
    }
    #expect(lines.count > 3000)
    for line in lines {
      let wrapped = Data("{\"data\":{\"question\":".utf8) + line + Data("}}".utf8)
      let problem = try ProblemDecoder.decode(wrapped)
      #expect(!problem.title.isEmpty)
      #expect(problem.frontendID != nil)
    }
  }

  @Test func embeddedJSONStringsAreRead() throws {
    let json = #"""
      {"data":{"question":{"title":"T","titleSlug":"t","stats":"{\"totalAcceptedRaw\": 3, \"totalSubmissionRaw\": 4}",
      "similarQuestions":"[{\"title\":\"A\",\"titleSlug\":\"a\",\"difficulty\":\"Easy\"}]"}}}
      """#
    let problem = try ProblemDecoder.decode(Data(json.utf8))
    #expect(problem.acceptance == 75)
    #expect(problem.similarQuestions.map(\.titleSlug) == ["a"])
  }

  @Test func nullQuestionMeansNoSuchProblem() {
    #expect(throws: ProblemDecoder.Failure.nullQuestion) {
      try ProblemDecoder.decode(Data(#"{"data":{"question":null}}"#.utf8))
    }
  }

  @Test func notJSONIsReported() {
    #expect(throws: ProblemDecoder.Failure.self) {
      try ProblemDecoder.decode(Data("{\"data\": {\"quest".utf8))
    }
  }
}
