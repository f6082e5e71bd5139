import LeetLocalRun
import LeetModel
import Testing

/// What a local run calls, from metaData or from a Python 3 template's hints.
@Suite struct LocalSignatureTests {
  @Test func aFunctionsParametersAndInPlaceAnswerAreRead() throws {
    let meta =
      #"{"name":"shiftRight","params":[{"name":"nums","type":"integer[]"},{"type":"integer","name":"k"}],"return":{"type":"void"},"output":{"paramindex":0}}"#
    guard case .function(let method) = try LocalSignature.parse(metaData: meta) else {
      Issue.record("not a function")
      return
    }
    #expect(method.name.text == "shiftRight")
    #expect(method.parameters.map(\.type) == [.list(.integer, .array), .integer])
    #expect(method.answerType == .list(.integer, .array))
  }

  @Test func aDesignProblemTakesTwoLinesACase() throws {
    let meta =
      #"{"classname":"ExamRoom","constructor":{"params":[{"type":"integer","name":"n"}]},"methods":[{"name":"seat","params":[],"return":{"type":"integer"}},{"name":"leave","params":[{"type":"integer","name":"p"}],"return":{"type":"void"}}],"systemdesign":true}"#
    let signature = try LocalSignature.parse(metaData: meta)
    #expect(signature.linesPerCase == 2)
    guard case .design(let name, let constructor, let methods) = signature else {
      Issue.record("not a design problem")
      return
    }
    #expect(name.text == "ExamRoom")
    #expect(constructor.map(\.type) == [.integer])
    #expect(methods.map(\.name.text) == ["seat", "leave"])
  }

  @Test func badMetaDataIsToldApartFromAnUnknownType() {
    #expect(throws: LocalSignature.Failure.malformed) { try LocalSignature.parse(metaData: "{not json") }
    #expect(throws: LocalSignature.Failure.malformed) { try LocalSignature.parse(metaData: "[1]") }
    #expect(throws: LocalSignature.Failure.unknownType("Node")) {
      try LocalSignature.parse(
        metaData: #"{"name":"f","params":[{"name":"r","type":"Node"}],"return":{"type":"integer"}}"#)
    }
  }

  @Test func thePythonTemplatesHintsStandInForMetaData() throws {
    let template =
      "class Solution:\n    def pairSum(self, nums: List[int], target: int) -> List[int]:\n        "
    #expect(
      try LocalSignature.parse(pythonTemplate: template)
        == .function(
          .init(
            name: try #require(HarnessIdentifier("pairSum")),
            parameters: [
              .init(name: "nums", type: .list(.integer, .list)), .init(name: "target", type: .integer),
            ],
            returns: .list(.integer, .list))))
    let tree = "class Solution:\n    def f(self, root: Optional[TreeNode]) -> List[List[str]]:\n"
    guard case .function(let method) = try LocalSignature.parse(pythonTemplate: tree) else {
      Issue.record("not a function")
      return
    }
    #expect(method.parameters.first?.type == .treeNode)
    #expect(method.returns == .list(.list(.string, .list), .list))
    #expect(throws: LocalSignature.Failure.absent) { try LocalSignature.parse(pythonTemplate: "# nothing") }
  }

  @Test func casesOfTheWrongShapeAreRefused() throws {
    let problem = Problem(title: "P", titleSlug: "p", exampleTestcases: "[1]\n2\n[3]")
    let signature = LocalSignature.function(
      .init(
        name: try #require(HarnessIdentifier("f")),
        parameters: [.init(name: "a", type: .list(.integer, .array)), .init(name: "b", type: .integer)],
        returns: .integer))
    #expect(throws: LocalCaseFailure.examplesUneven(lines: 3, wanted: 2)) {
      try LocalCases.make(problem: problem, signature: signature, given: [], judgeAnswers: [:])
    }
    #expect(throws: LocalCaseFailure.wrongLineCount(case: 2, lines: 3, wanted: 2, names: ["a", "b"])) {
      try LocalCases.make(
        problem: problem, signature: signature, given: ["[1]\n2", "[1]\n2\n3"], judgeAnswers: [:])
    }
    let cases = try LocalCases.make(
      problem: problem, signature: signature, given: ["[1, 2]\n3"], judgeAnswers: ["[1,2]\n3": "7"])
    #expect(cases == [LocalCase(input: "[1,2]\n3", expected: "7", source: .judge)])
  }
}
