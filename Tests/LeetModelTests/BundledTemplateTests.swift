import Foundation
import Testing

@testable import LeetModel

/// The bundled cache's templates are real ones: each names the function (and in Python3 its
/// parameters) that the problem's `metaData` describes, so `edit` offline starts from a signature.
@Suite struct BundledTemplateTests {
  /// The repository's `cache/leetcode.com/questions`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("cache/leetcode.com/questions")

  /// `twoSum` → `two_sum`, as Rust writes it.
  static func snakeCase(_ name: String) -> String {
    name.reduce(into: "") { out, character in
      if character.isUppercase { out += "_" + character.lowercased() } else { out.append(character) }
    }
  }

  @Test func everyFunctionTemplateHasItsSignature() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(names.count >= 5)
    var checked = 0
    for name in names {
      let problem = try ProblemDecoder.decode(
        try Data(contentsOf: Self.folder.appendingPathComponent(name)))
      guard !problem.isLocked, !problem.codeSnippets.isEmpty else { continue }
      let meta = try JSONValue.parse(Data((problem.metaData ?? "{}").utf8))
      if meta["database"].bool == true {
        #expect(problem.codeSnippets.contains { $0.languageSlug == "mysql" }, "\(name)")
        continue
      }
      let function = try #require(meta["name"].string, "\(name) has no metaData name")
      let parameters = (meta["params"].array ?? []).compactMap { $0["name"].string }
      #expect(!parameters.isEmpty, "\(name)")
      #expect(problem.codeSnippets.count >= 6, "\(name)")
      for snippet in problem.codeSnippets {
        let expected = snippet.languageSlug == "rust" ? Self.snakeCase(function) : function
        let named = snippet.code.contains(expected + "(") || snippet.code.contains(expected + " = function(")
        #expect(named, "\(name) \(snippet.languageSlug)")
        if snippet.languageSlug == "python3" {
          for parameter in parameters {
            #expect(snippet.code.contains(parameter + ":"), "\(name) python3 lacks \(parameter)")
          }
        }
      }
      checked += 1
    }
    #expect(checked >= 3)
  }
}
