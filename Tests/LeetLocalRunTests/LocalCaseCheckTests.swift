import LeetLocalRun
import LeetModel
import LeetTestSupport
import Testing

/// Every case checked against its parameters' types before a local run builds or runs anything.
@Suite struct LocalCaseCheckTests {
  /// `text` as an identifier (the tests' names all are).
  static func name(_ text: String) -> HarnessIdentifier {
    guard let name = HarnessIdentifier(text) else { preconditionFailure("\(text) is not an identifier") }
    return name
  }

  /// `pairSum(nums: integer[], target: integer)`.
  static let pairSum = LocalSignature.function(
    .init(
      name: Self.name("pairSum"),
      parameters: [
        .init(name: "nums", type: .list(.integer, .array)), .init(name: "target", type: .integer),
      ],
      returns: .list(.integer, .array)))

  /// The message for `given` cases of `signature`, or nil when they are made.
  static func refusal(_ given: [String], _ signature: LocalSignature = pairSum) -> String? {
    let problem = Problem(title: "P", titleSlug: "p", exampleTestcases: "[1]\n2")
    do {
      _ = try LocalCases.make(problem: problem, signature: signature, given: given, judgeAnswers: [:])
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theIssuesMistypedCasesNameTheCaseLineAndParameter() {
    #expect(Self.refusal(["[1,2\n3"]) == "case 1, line 1, nums: '[1,2' is not an integer[]")
    #expect(Self.refusal(["[3,x]\n3"]) == "case 1, line 1, nums: '[3,x]' is not an integer[]")
    // A trailing comma is not read as `[3,9]`.
    #expect(Self.refusal(["[3,9,\n12"]) == "case 1, line 1, nums: '[3,9,' is not an integer[]")
    #expect(Self.refusal(["[3,9,]\n12"]) == "case 1, line 1, nums: '[3,9,]' is not an integer[]")
    #expect(Self.refusal(["[1]\n2", "[1]\nx"]) == "case 2, line 2, target: 'x' is not an integer")
  }

  @Test func wrongKindsAndNestingNameThePartAtFault() {
    #expect(
      Self.refusal(["[1,\"2\"]\n3"])
        == "case 1, line 1, nums: '[1,\"2\"]' is not an integer[]: \"2\" is not an integer")
    #expect(
      Self.refusal(["[[1]]\n3"]) == "case 1, line 1, nums: '[[1]]' is not an integer[]: [1] is not an integer"
    )
    #expect(Self.refusal(["3\n3"]) == "case 1, line 1, nums: '3' is not an integer[]")
    #expect(Self.refusal(["[1]\n\"3\""]) == "case 1, line 2, target: '\"3\"' is not an integer")
    #expect(Self.refusal(["[1]\n2.5"]) == "case 1, line 2, target: '2.5' is not an integer")
    #expect(Self.refusal(["[1]\n1e3"]) == "case 1, line 2, target: '1e3' is not an integer")
    #expect(Self.refusal(["[1]\n01"]) == "case 1, line 2, target: '01' is not an integer")
    #expect(Self.refusal(["null\n1"]) == "case 1, line 1, nums: 'null' is not an integer[]")
    // Past 32 bits.
    #expect(Self.refusal(["[2147483648]\n1"]) != nil)
    #expect(Self.refusal(["[2147483647, -2147483648]\n-0"]) == nil)
  }

  @Test func tooFewLinesAreStillCountedFirst() {
    #expect(
      Self.refusal(["[1,2]"]) == "case 1 has 1 line; the problem takes 2, one value a line (nums, target)")
  }

  @Test func eachTypeTakesWhatEveryHarnessReads() {
    let cases: [(LocalType, String, Bool)] = [
      (.long, "9223372036854775807", true), (.long, "9223372036854775808", false),
      (.double, "-1.5e3", true), (.double, "2", true), (.double, ".5", false), (.double, "5.", false),
      (.boolean, "true", true), (.boolean, "1", false), (.string, "\"a,b\"", true), (.string, "a", false),
      (.character, "\"x\"", true), (.character, "\"xy\"", false), (.character, "\"é\"", false),
      (.listNode, "[]", true), (.listNode, "[1,null]", false), (.treeNode, "[1,null,2]", true),
      (.treeNode, "[1,\"a\"]", false), (.list(.list(.string, .list), .list), "[[\"a\"],[]]", true),
      (.list(.list(.string, .list), .list), "[[\"a\"],[1]]", false),
    ]
    for (type, text, admitted) in cases {
      let signature = LocalSignature.function(
        .init(name: Self.name("f"), parameters: [.init(name: "v", type: type)], returns: .integer))
      #expect((Self.refusal([text], signature) == nil) == admitted, "\(type.spelling) \(text)")
    }
  }

  /// `TallyCounter(start)`, `add(n)`, `total()`.
  static let counter = LocalSignature.design(
    className: Self.name("TallyCounter"), constructor: [.init(name: "start", type: .integer)],
    methods: [
      .init(name: Self.name("add"), parameters: [.init(name: "n", type: .integer)], returns: .void),
      .init(name: Self.name("total"), parameters: [], returns: .integer),
    ])

  @Test func aDesignCaseIsCheckedCallByCall() {
    let good = #"["TallyCounter","add","total"]"# + "\n[[5],[2],[]]"
    #expect(Self.refusal([good], Self.counter) == nil)
    // LeetCode's `[null]` for a call without arguments.
    #expect(Self.refusal([#"["TallyCounter","total"]"# + "\n[[5],[null]]"], Self.counter) == nil)
    let refused = [
      (
        #"["TallyCounter","add","frob"]"# + "\n[[5],[2],[]]",
        "case 1, line 1, calls: 'frob' is not a method of TallyCounter (add, total)"
      ),
      (
        #"["add","total"]"# + "\n[[5],[]]",
        "case 1, line 1, calls: 'add' is not TallyCounter, the class the first call makes"
      ),
      (
        #"["TallyCounter","add"]"# + "\n[[5],[\"x\"]]",
        "case 1, line 2, call 2 (add), n: '\"x\"' is not an integer"
      ),
      (
        #"["TallyCounter","add"]"# + "\n[[5],[1,2]]",
        "case 1, line 2, call 2 (add): '[1,2]' has 2 arguments; 1 wanted (n)"
      ),
      (
        #"["TallyCounter","add"]"# + "\n[[5]]",
        "case 1, line 2, arguments: '[[5]]' has 1 argument list for 2 calls"
      ),
      (
        #"["TallyCounter",1]"# + "\n[[5],[]]",
        #"case 1, line 1, calls: '["TallyCounter",1]' is not a list of calls such as ["TallyCounter","add"]"#
      ),
      (
        #"["TallyCounter"]"# + "\n[5]",
        "case 1, line 2, arguments: '[5]' is not a list of argument lists such as [[],[1]]"
      ),
    ]
    for (text, message) in refused { #expect(Self.refusal([text], Self.counter) == message) }
  }

  /// LeetCode's own example cases (`exampleTestcases`, and the statements' `Input:` lines), typed
  /// by their Python 3 templates' hints, are all admitted.
  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everyExampleCaseOfTheCorpusIsAdmitted() throws {
    var cases = 0
    var refused: [String] = []
    for record in try StatementExamplesCorpusTests.records() {
      guard let template = record.pythonTemplate,
        let signature = try? LocalSignature.parse(pythonTemplate: template)
      else { continue }
      let problems = [
        Problem(title: record.slug, titleSlug: record.slug, content: record.content),
        Problem(title: record.slug, titleSlug: record.slug, exampleTestcases: record.exampleTestcases),
      ]
      for problem in problems {
        do {
          cases += try LocalCases.make(problem: problem, signature: signature, given: [], judgeAnswers: [:])
            .count
        } catch .mistyped(let mistake) {
          refused.append("\(record.slug): \(mistake.message)")
        } catch {
          continue
        }
      }
    }
    print("case check: \(cases) example cases admitted, \(refused.count) refused")
    #expect(cases > 5000)
    // A node passed by its value (a node of the tree in another argument) cannot be made locally.
    let nodeByValue =
      "all-nodes-distance-k-in-binary-tree: case 1, line 2, target: '5' is not a TreeNode (a list of "
      + "integers and nulls, level by level)"
    #expect(refused == [nodeByValue], "\(refused.count): \(refused.prefix(30).joined(separator: "\n"))")
  }
}
