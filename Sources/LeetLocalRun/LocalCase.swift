import LeetModel
import TermCore

/// One case of a local run: its inputs and, where known, the answer expected and where it came from.
public struct LocalCase: Hashable, Sendable {
  /// Where an expected answer came from.
  public enum Source: Hashable, Sendable {
    /// The judge answered it in an earlier online `test` of the same input.
    case judge
    /// The statement's `Output:` for the example.
    case statement
  }

  /// The inputs, one value a line.
  public var input: String
  public var expected: String?
  public var source: Source?

  /// A case of `input` expecting `expected` (from `source`).
  public init(input: String, expected: String? = nil, source: Source? = nil) {
    self.input = input
    self.expected = expected
    self.source = source
  }

  /// The key an input is kept under in the judge's answers: its lines without blanks, each value
  /// written compactly (`[7, 3]` is `[7,3]`), a line that is not a value trimmed.
  public static func key(_ input: String) -> String {
    input.replacing("\r\n", with: "\n").split(separator: "\n")
      .map(\.trimmingWhitespace).filter { !$0.isEmpty }
      .map { LocalValue.parse($0)?.text ?? $0 }.joined(separator: "\n")
  }
}

/// Why no cases could be made.
public enum LocalCaseFailure: Error, Hashable, Sendable {
  /// Neither examples nor `--case` values.
  case none
  /// A case whose number of lines is not the number of inputs.
  case wrongLineCount(case: Int, lines: Int, wanted: Int, names: [String])
  /// The examples' lines do not divide into cases.
  case examplesUneven(lines: Int, wanted: Int)
  /// A case's line that is not of its parameter's type.
  case mistyped(LocalCaseMistake)

  /// The message, in lower case.
  public var message: String {
    switch self {
    case .none:
      return "the problem has no example cases cached; give some with --case"
    case .wrongLineCount(let index, let lines, let wanted, let names):
      let named = names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")"
      return "case \(index) has \(lines) \(lines == 1 ? "line" : "lines"); the problem takes "
        + "\(wanted), one value a line\(named)"
    case .examplesUneven(let lines, let wanted):
      return "the cached examples have \(lines) lines, not a multiple of the \(wanted) inputs a case takes"
    case .mistyped(let mistake):
      return mistake.message
    }
  }
}

/// Makes the cases of a local run: the given ones, else `exampleTestcases`, else the statement's
/// `Input:` lines, each line checked against its parameter's type; each with the judge's answer
/// for it, else the statement's `Output:`.
public enum LocalCases {
  /// The cases for `problem` called as `signature`.
  /// - Parameters:
  ///   - given: `--case` values (each its inputs one a line); they replace the examples.
  ///   - judgeAnswers: expected answers the judge gave, by `LocalCase.key` of their input.
  /// - Throws: `LocalCaseFailure`.
  public static func make(
    problem: Problem, signature: LocalSignature, given: [String], judgeAnswers: [String: String]
  ) throws(LocalCaseFailure) -> [LocalCase] {
    let statement = StatementExamples(html: problem.content ?? "")
    let wanted = signature.linesPerCase
    var inputs: [String] = []
    if !given.isEmpty {
      for (index, text) in given.enumerated() {
        let lines = LocalCase.key(text).split(separator: "\n").count
        if lines != wanted {
          throw .wrongLineCount(case: index + 1, lines: lines, wanted: wanted, names: names(signature))
        }
        inputs.append(LocalCase.key(text))
      }
    } else if let examples = problem.exampleTestcases, !LocalCase.key(examples).isEmpty {
      let lines = LocalCase.key(examples).split(separator: "\n").map(String.init)
      guard wanted > 0, lines.count % wanted == 0 else {
        throw .examplesUneven(lines: lines.count, wanted: wanted)
      }
      inputs = stride(from: 0, to: lines.count, by: wanted).map {
        lines[$0..<$0 + wanted].joined(separator: "\n")
      }
    } else {
      inputs = statement.examples.compactMap { example in
        example.inputLines.flatMap { $0.count == wanted ? $0.joined(separator: "\n") : nil }
      }
    }
    guard !inputs.isEmpty else { throw .none }
    for (index, input) in inputs.enumerated() {
      if let mistake = LocalCaseCheck.mistake(in: input, number: index + 1, signature: signature) {
        throw .mistyped(mistake)
      }
    }
    let examples = statement.examples
    return inputs.enumerated().map { index, input in
      if let answer = judgeAnswers[LocalCase.key(input)] {
        return LocalCase(input: input, expected: answer, source: .judge)
      }
      let sameInput = examples.first { example in
        guard let lines = example.inputLines else { return false }
        return same(lines, input)
      }
      // An example pairs by its input; by its place only when its input could not be read.
      let byPlace =
        given.isEmpty && examples.count == inputs.count && examples[index].inputLines == nil
        ? examples[index] : nil
      let paired = sameInput ?? byPlace
      if let output = paired?.output, LocalValue.parse(output) != nil {
        return LocalCase(input: input, expected: output, source: .statement)
      }
      return LocalCase(input: input)
    }
  }

  /// Whether the statement's input lines are the same values as `input`'s.
  static func same(_ lines: [String], _ input: String) -> Bool {
    let other = input.split(separator: "\n").map(String.init)
    guard lines.count == other.count else { return false }
    return zip(lines, other).allSatisfy { a, b in
      guard let x = LocalValue.parse(a), let y = LocalValue.parse(b) else { return a == b }
      return x == y
    }
  }

  /// The parameters' names, for messages.
  static func names(_ signature: LocalSignature) -> [String] {
    if case .function = signature { return signature.shownParameterNames }
    return ["calls", "arguments"]
  }

  /// Whether the statement says the answer may come in any order ("return the answer in any
  /// order", "may come back in either order").
  public static func answersInAnyOrder(_ problem: Problem) -> Bool {
    // Tags first: LeetCode writes "in <strong>any order</strong>".
    let text = SearchPattern.removing(
      "<[^>]+>", from: (problem.content ?? "") + (problem.translatedContent ?? ""))
    let pattern = #"(?i)(return|come back)[^\n]* in (any|either) order"#
    return SearchPattern.matches(pattern, in: text)
      || text.contains("任意顺序返回答案")
  }
}
