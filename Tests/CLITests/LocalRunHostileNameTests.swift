import Foundation
import LeetTestSupport
import Testing

/// Issue 32: metaData naming the method or the design class with code around a real name.
///
/// `test --local` refuses it in one line in every language, builds nothing and runs nothing: the
/// file the payload would touch in the case's HOME never appears.
@Suite struct LocalRunHostileNameTests {
  /// One language's payloads: each, pasted into that harness, would write `~/pwned`.
  struct Payload: Sendable, CustomStringConvertible {
    var language: String
    var fileExtension: String
    var method: String
    var className: String
    var description: String { language }
  }

  /// The payloads of `Tests/LocalRunFixtures/hostile-names.json`, one a language.
  static let payloads: [Payload] = {
    let file = LocalRunStage.fixtures.appendingPathComponent("hostile-names.json")
    let rows = (try? JSONSerialization.jsonObject(with: Data(contentsOf: file))) as? [[String: String]] ?? []
    return rows.map {
      Payload(
        language: $0["language"] ?? "", fileExtension: $0["extension"] ?? "", method: $0["method"] ?? "",
        className: $0["class"] ?? "")
    }
  }()

  /// metaData for a function `name(nums, target)`, or a design class `name` with a method.
  static func metaData(function name: String) throws -> String {
    try json([
      "name": name,
      "params": [["name": "nums", "type": "integer[]"], ["name": "target", "type": "integer"]],
      "return": ["type": "integer[]"],
    ])
  }

  static func metaData(design name: String) throws -> String {
    try json([
      "classname": name, "constructor": ["params": []], "systemdesign": true,
      "methods": [
        ["name": "add", "params": [["name": "n", "type": "integer"]], "return": ["type": "void"]]
      ],
    ])
  }

  static func json(_ object: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  /// Runs `test --local` on a solution of a question cached with `metaData` and checks the refusal.
  static func expectRefused(_ payload: Payload, metaData: String, name: String, kind: String) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    try stage.addQuestion(id: "9100", slug: "hostile-name", metaData: metaData)
    let file = try stage.writeSolution(
      id: "9100", language: payload.language, fileExtension: payload.fileExtension,
      code: "class Solution {}\n")
    let result = try BinaryRunner.run(
      ["--offline", "test", "--local", file], environment: stage.environment, timeout: 120)
    #expect(result.status == 1, "\(payload): \(result.stdout)")
    #expect(result.stdout.isEmpty, "\(payload): \(result.stdout)")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1, "\(payload): \(result.stderr)")
    #expect(
      result.stderr.hasPrefix("leetview: the cached problem's metaData names the \(kind) '"),
      "\(payload): \(result.stderr)")
    #expect(result.stderr.hasSuffix("' which is not an identifier; leetview runs nothing\n"))
    #expect(result.stderr.contains(String(name.prefix(20))), "\(payload): \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("pwned").path))
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("cache/localrun").path))
    #expect(stage.fake.requests.isEmpty)
  }

  @Test func everyLanguageHasItsPayloads() {
    #expect(Self.payloads.map(\.language) == ["python3", "cpp", "java", "javascript", "rust"])
  }

  @Test(arguments: payloads)
  func aHostileMethodNameRunsNothing(payload: Payload) throws {
    try Self.expectRefused(
      payload, metaData: try Self.metaData(function: payload.method), name: payload.method, kind: "method")
  }

  @Test(arguments: payloads)
  func aHostileClassNameRunsNothing(payload: Payload) throws {
    try Self.expectRefused(
      payload, metaData: try Self.metaData(design: payload.className), name: payload.className, kind: "class")
  }

  @Test func aBuiltInAsTheDesignClassRunsNothing() throws {
    // `open` is an identifier, but the Python harness would call the built-in with the case's
    // values: the solution must define the class itself.
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    try stage.addQuestion(id: "9100", slug: "hostile-name", metaData: try Self.metaData(design: "open"))
    let file = try stage.writeSolution(
      id: "9100", language: "python3", fileExtension: "py", code: "class Solution:\n    pass\n")
    let result = try BinaryRunner.run(["--offline", "test", "--local", file], environment: stage.environment)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "leetview: the solution does not define the class 'open' that the cached problem names; leetview runs nothing\n"
    )
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("cache/localrun").path))
  }
}
