import Foundation
import LeetLocalRun
import LeetModel
import LeetTestSupport
import Testing

/// Names that become code in a harness: only identifiers of the five languages, every real name
/// of the corpus among them, and hostile names from metaData or a template refused by name.
@Suite struct HarnessIdentifierTests {
  /// The hostile method name of issue 32: Python code around a real call.
  static let hostileMethod = "__class__ and __import__('os').system('touch ~/pwned') or Solution().twoSum"

  @Test func identifiersOfEveryLanguageAreAdmittedAndNothingElse() {
    for name in ["twoSum", "_x", "LRUCache", "a1", "getKth", String(repeating: "a", count: 64)] {
      #expect(HarnessIdentifier(name)?.text == name, "\(name)")
    }
    let refused = [
      "", "1abc", "two sum", "twoSum;", "a-b", "a.b", "é", "twoSum\n", "x()", Self.hostileMethod,
      String(repeating: "a", count: 65), "__init__", "__class__", "class", "def", "fn", "new",
      "delete", "typeof", "function", "impl", "nullptr", "null", "None", "eval", "exec", "Function",
      "require", "arguments", "Type", "Self", "_",
    ]
    for name in refused { #expect(HarnessIdentifier(name) == nil, "\(name)") }
    #expect(HarnessIdentifier("twoSum")?.snakeCase == "two_sum")
  }

  @Test func aMessageShowsANameOnOneShortLine() {
    #expect(HarnessIdentifier.shown("a\nb\u{1B}[2J") == #"a\nb\u001b[2J"#)
    #expect(HarnessIdentifier.shown(String(repeating: "x", count: 500)).count == 61)
  }

  @Test func aHostileMethodOrClassInMetaDataIsRefusedByName() {
    let function = #"{"name":"NAME","params":[],"return":{"type":"integer"}}"#
    let name = Self.hostileMethod.replacingOccurrences(of: "'", with: "\\u0027")
    #expect(
      throws: LocalSignature.Failure.notAnIdentifier(
        kind: .method, name: Self.hostileMethod, source: .metaData)
    ) { try LocalSignature.parse(metaData: function.replacingOccurrences(of: "NAME", with: name)) }
    let design =
      #"{"classname":"CLASS","constructor":{"params":[]},"methods":[{"name":"METHOD","params":[],"return":{"type":"void"}}],"systemdesign":true}"#
    #expect(
      throws: LocalSignature.Failure.notAnIdentifier(kind: .class, name: "open(1);x", source: .metaData)
    ) {
      try LocalSignature.parse(
        metaData: design.replacingOccurrences(of: "CLASS", with: "open(1);x")
          .replacingOccurrences(of: "METHOD", with: "add"))
    }
    #expect(throws: LocalSignature.Failure.notAnIdentifier(kind: .method, name: "a;b", source: .metaData)) {
      try LocalSignature.parse(
        metaData: design.replacingOccurrences(of: "CLASS", with: "Counter")
          .replacingOccurrences(of: "METHOD", with: "a;b"))
    }
    let message = LocalSignature.Failure.notAnIdentifier(kind: .method, name: "a;b", source: .metaData)
      .message
    #expect(
      message
        == "the cached problem's metaData names the method 'a;b' which is not an identifier; leetview runs nothing"
    )
  }

  @Test func aHostileNameInThePythonTemplateIsRefusedByName() {
    let method = "class Solution:\n    def twoSum;import os;os.system(self, cmd: str) -> int:\n        "
    #expect(
      throws: LocalSignature.Failure.notAnIdentifier(
        kind: .method, name: "twoSum;import os;os.system", source: .pythonTemplate)
    ) { try LocalSignature.parse(pythonTemplate: method) }
    let design = "class Counter;import os:\n    def add(self) -> None:\n        "
    #expect(
      throws: LocalSignature.Failure.notAnIdentifier(
        kind: .class, name: "Counter;import", source: .pythonTemplate)
    ) { try LocalSignature.parse(pythonTemplate: design) }
  }

  @Test func aGlobalTheSolutionDoesNotDefineIsRefused() throws {
    let open = LocalSignature.design(
      className: try #require(HarnessIdentifier("open")), constructor: [], methods: [])
    #expect(
      throws: LocalSignature.Failure.notDefined(kind: .class, name: try #require(HarnessIdentifier("open")))
    ) {
      try open.checkDefinitions(in: "class Solution:\n    pass\n", language: .python3)
    }
    try open.checkDefinitions(in: "class open:\n    pass\n", language: .python3)
    let function = LocalSignature.function(
      .init(name: try #require(HarnessIdentifier("setTimeout")), parameters: [], returns: .integer))
    #expect(throws: LocalSignature.Failure.self) {
      try function.checkDefinitions(in: "var twoSum = function() {};", language: .javascript)
    }
    try function.checkDefinitions(in: "var setTimeout = function() {};", language: .javascript)
    // A member call needs no definition: the class holds it.
    try function.checkDefinitions(in: "", language: .cpp)
  }

  /// Every method and class name in the metaData of the recorded answers and the team's fixtures.
  static func metaDataNames() throws -> (files: Int, names: [String]) {
    var files = 0
    var names: [String] = []
    let fixtures = Corpus.repositoryRoot.appendingPathComponent("Tests/LocalRunFixtures/questions")
    let urls =
      (Corpus.recorded() ?? [])
      + (try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil))
    for url in urls where url.pathExtension == "json" {
      guard let json = try? JSONValue.parse(Data(contentsOf: url)) else { continue }
      for text in Self.strings(named: "metaData", in: json) {
        guard let meta = try? JSONValue.parse(Data(text.utf8)), meta.object != nil else { continue }
        files += 1
        names += [meta["name"].string, meta["classname"].string].compactMap { $0 }
        names += (meta["methods"].array ?? []).compactMap { $0["name"].string }
      }
    }
    return (files, names)
  }

  /// The string values of every member called `key` in `json`, at any depth.
  static func strings(named key: String, in json: JSONValue) -> [String] {
    switch json {
    case .object(let members):
      members.flatMap { name, value in
        name == key ? [value.string].compactMap { $0 } : strings(named: key, in: value)
      }
    case .array(let items): items.flatMap { strings(named: key, in: $0) }
    default: []
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everyRealNameIsAnIdentifier() throws {
    let (files, metaNames) = try Self.metaDataNames()
    #expect(files >= 3)
    for name in metaNames { #expect(HarnessIdentifier(name) != nil, "metaData: \(name)") }
    var templates = 0
    var names = Set<String>()
    var parsed = 0
    for line in Corpus.lines("questions.jsonl") ?? [] {
      let json = try JSONValue.parse(line)
      guard
        let template = json["codeSnippets"].array?.first(where: { $0["langSlug"].string == "python3" })?[
          "code"
        ].string
      else { continue }
      templates += 1
      for raw in template.split(separator: "\n") {
        let line = raw.trimmingCharacters(in: .whitespaces)
        for keyword in ["def ", "class "] where line.hasPrefix(keyword) {
          names.insert(String(line.dropFirst(keyword.count).prefix { !":( ".contains($0) }))
        }
      }
      do {
        _ = try LocalSignature.parse(pythonTemplate: template)
        parsed += 1
      } catch {
        if case .notAnIdentifier = error {
          Issue.record("\(json["titleSlug"].string ?? ""): \(error.message)")
        }
      }
    }
    names.remove("__init__")
    print(
      "harness identifiers: \(metaNames.count) names in \(files) metaData, \(names.count) in \(templates) "
        + "Python templates (\(parsed) typed)")
    #expect(templates > 2000)
    for name in names.sorted() { #expect(HarnessIdentifier(name) != nil, "template: \(name)") }
  }
}
