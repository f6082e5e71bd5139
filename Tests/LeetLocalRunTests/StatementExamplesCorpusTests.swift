import Foundation
import LeetLocalRun
import LeetModel
import LeetTestSupport
import Testing

/// The statement's `Input:` and `Output:` parser over every statement of the corpus.
@Suite struct StatementExamplesCorpusTests {
  /// One corpus problem, as far as the parser and the cases need.
  struct Record {
    var slug: String
    var content: String
    var exampleTestcases: String?
    var pythonTemplate: String?
  }

  /// The problems of `questions.jsonl` that have a statement.
  static func records() throws -> [Record] {
    try (Corpus.lines("questions.jsonl") ?? []).compactMap { line in
      let json = try JSONValue.parse(line)
      guard let content = json["content"].string, !content.isEmpty else { return nil }
      let python = json["codeSnippets"].array?.first { $0["langSlug"].string == "python3" }
      return Record(
        slug: json["titleSlug"].string ?? "", content: content,
        exampleTestcases: json["exampleTestcases"].string, pythonTemplate: python?["code"].string)
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everyStatementsExamplesAreReadAsCleanValues() throws {
    let records = try Self.records()
    var examples = 0
    var outputs = 0
    var valueOutputs = 0
    var inputs = 0
    var withOutput = 0
    for record in records {
      let found = StatementExamples(html: record.content)
      examples += record.content.components(separatedBy: "Example").count - 1
      if !found.outputs.isEmpty { withOutput += 1 }
      for example in found.examples {
        if let output = example.output {
          outputs += 1
          #expect(
            !output.contains("&lt;") && !output.contains("&quot;") && !output.contains("</strong>"),
            "\(record.slug): \(output)")
          if LocalValue.parse(output) != nil { valueOutputs += 1 }
        }
        if example.inputLines != nil { inputs += 1 }
      }
    }
    print(
      "statement examples: \(records.count) statements, about \(examples) examples; "
        + "\(outputs) Output: read (\(valueOutputs) as values) in \(withOutput) statements, "
        + "\(inputs) Input: read as values")
    #expect(withOutput * 10 >= records.count * 9, "fewer than 90% of statements gave an output")
    #expect(valueOutputs * 10 >= outputs * 9)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func statementOutputsPairWithTheExampleCases() throws {
    var problems = 0
    var cases = 0
    var known = 0
    for record in try Self.records() {
      guard let examples = record.exampleTestcases, !examples.isEmpty, let template = record.pythonTemplate,
        let signature = try? LocalSignature.parse(pythonTemplate: template)
      else { continue }
      let problem = Problem(
        title: record.slug, titleSlug: record.slug, content: record.content, exampleTestcases: examples)
      guard
        let made = try? LocalCases.make(problem: problem, signature: signature, given: [], judgeAnswers: [:])
      else { continue }
      problems += 1
      cases += made.count
      known += made.filter { $0.expected != nil }.count
    }
    print(
      "example cases: \(problems) problems typed from hints, \(cases) cases, \(known) with the statement's output"
    )
    #expect(problems > 0)
    #expect(known * 10 >= cases * 8, "fewer than 80% of example cases found their statement output")
  }
}
