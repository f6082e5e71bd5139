import Foundation

extension ProblemList {
  /// The slug of the problem whose frontend id is `id`, found by walking the list's bytes without
  /// building it: opening a problem by id reads a 2 MB list in a few milliseconds.
  ///
  /// Reads the same shapes as `decode(_:)`. Returns nil when no row has that id.
  /// - Throws: when the data is not JSON.
  public static func slug(forFrontendID id: String, in data: Data) throws -> String? {
    let wanted = id.trimmingCharacters(in: .whitespaces).lowercased()
    return try data.withUnsafeBytes { raw in
      var parser = JSONParser(raw.bindMemory(to: UInt8.self))
      return try findRows(&parser, wanted: wanted, depth: 0)
    }
  }

  private static let listKeys: Set<String> = [
    "questions", "data", "problemsetQuestionList", "questionList", "problemsetPanelQuestionList",
    "problemsetQuestionListV2", "stat_status_pairs",
  ]
  private static let idKeys: Set<String> = ["frontendQuestionId", "questionFrontendId", "frontend_question_id"]
  private static let slugKeys: Set<String> = ["titleSlug", "title_slug"]

  /// Descends through the envelope keys to the array of rows, then scans it.
  private static func findRows(_ parser: inout JSONParser, wanted: String, depth: Int) throws -> String? {
    switch parser.peek() {
    case UInt8(ascii: "["):
      return try scanRows(&parser, wanted: wanted)
    case UInt8(ascii: "{") where depth < 4:
      _ = parser.consume(UInt8(ascii: "{"))
      if parser.consume(UInt8(ascii: "}")) { return nil }
      repeat {
        let key = try parser.parseString()
        try parser.expect(UInt8(ascii: ":"))
        if listKeys.contains(key), let found = try findRows(&parser, wanted: wanted, depth: depth + 1) {
          return found
        } else if !listKeys.contains(key) {
          try parser.skipValue()
        }
      } while parser.consume(UInt8(ascii: ","))
      try parser.expect(UInt8(ascii: "}"))
      return nil
    default:
      try parser.skipValue()
      return nil
    }
  }

  /// Scans an array of rows for the one whose id matches.
  private static func scanRows(_ parser: inout JSONParser, wanted: String) throws -> String? {
    try parser.expect(UInt8(ascii: "["))
    if parser.consume(UInt8(ascii: "]")) { return nil }
    repeat {
      guard parser.peek() == UInt8(ascii: "{") else {
        try parser.skipValue()
        continue
      }
      _ = parser.consume(UInt8(ascii: "{"))
      var rowID: String? = nil
      var rowSlug: String? = nil
      if !parser.consume(UInt8(ascii: "}")) {
        repeat {
          let key = try parser.parseString()
          try parser.expect(UInt8(ascii: ":"))
          if idKeys.contains(key) {
            rowID = try parser.parseValue().string
          } else if slugKeys.contains(key), parser.peek() == UInt8(ascii: "\"") {
            rowSlug = try parser.parseString()
          } else if key == "stat" {
            // The REST list nests both inside "stat".
            let stat = try parser.parseValue()
            rowID = rowID ?? stat["frontend_question_id"].string ?? stat["question_id"].string
            rowSlug = rowSlug ?? stat["question__title_slug"].string
          } else {
            try parser.skipValue()
          }
        } while parser.consume(UInt8(ascii: ","))
        try parser.expect(UInt8(ascii: "}"))
      }
      if let rowID, rowID.lowercased() == wanted, let rowSlug { return rowSlug }
    } while parser.consume(UInt8(ascii: ","))
    try parser.expect(UInt8(ascii: "]"))
    return nil
  }
}
