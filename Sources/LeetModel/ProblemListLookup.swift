import FoundationEssentials
import TermCore

/// glibc's `memmem`, which Swift's Glibc module leaves out (it is a GNU extension).
@_silgen_name("memmem")
private func searchMemory(
  _ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer?, _ needleLength: Int
) -> UnsafeMutableRawPointer?

extension ProblemList {
  /// The slug of the problem whose frontend id is `id`, found by walking the list's bytes without
  /// building it: opening a problem by id reads a 2 MB list in a few milliseconds.
  ///
  /// Reads the same shapes as `decode(_:)`. Returns nil when no row has that id, or its slug is
  /// not a valid `TitleSlug`.
  /// - Throws: when the data is not JSON.
  public static func slug(forFrontendID id: String, in data: Data) throws -> String? {
    let wanted = lookupID(id)
    let found: String? = try data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      if let slug = bisectedSlug(bytes, wanted: wanted) ?? keyedSlug(bytes, wanted: wanted)
        ?? directSlug(bytes, wanted: wanted)
      {
        return slug
      }
      var parser = JSONParser(bytes)
      return try findRows(&parser, wanted: wanted, depth: 0)
    }
    return found.flatMap { TitleSlug.validated($0)?.rawValue }
  }

  /// `id` as the rows are compared with it: lowercased, without the space around it.
  public static func lookupID(_ id: String) -> String {
    trimmedQuery(id).lowercased()
  }

  /// `query` without the spaces, tabs and line breaks around it, read as bytes: trimming through
  /// a `Set<Character>` (`trimmed()`) cost half as much again as finding the row.
  public static func trimmedQuery(_ query: String) -> String {
    let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let utf8 = query.utf8
    guard let first = utf8.firstIndex(where: { !space($0) }),
      let last = utf8.lastIndex(where: { !space($0) })
    else { return "" }
    return String(decoding: utf8[first...last], as: UTF8.self)
  }

  /// The fastest path: the whole `"frontendQuestionId":"<id>"` as `sync` writes it (and with a
  /// space after the colon), so that `memmem` skips a needle's length at a time; then the rest of
  /// that row for its slug.
  ///
  /// Nil when no row is written so; `directSlug` then looks for the id alone.
  private static func keyedSlug(_ bytes: UnsafeBufferPointer<UInt8>, wanted: String) -> String? {
    guard !wanted.isEmpty,
      !wanted.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    else { return nil }
    for separator in [":", ": "] {
      let needle = Array("\"frontendQuestionId\"\(separator)\"\(wanted)\"".utf8)
      guard let hit = find(needle, in: bytes, from: 0) else { continue }
      return slugAfterID(bytes, at: hit + needle.count)
    }
    return nil
  }

  /// The slug in the rest of a row whose id ends at `index`; nil when it came before the id.
  static func slugAfterID(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
    var parser = JSONParser(bytes, at: index)
    do {
      while parser.consume(UInt8(ascii: ",")) {
        let key = try parser.readKey(matching: rowKeys)
        try parser.expect(UInt8(ascii: ":"))
        if key == 3 || key == 4 { return try parser.parseString() }
        try parser.skipValue()
      }
    } catch {
      return nil
    }
    return nil
  }

  /// The fast path: finds `"<id key>":"<id>"` in the raw bytes (an unescaped quote cannot occur
  /// inside a JSON string, so a match is always a real key and value) and reads the rest of that
  /// row for its slug.
  ///
  /// Nil when the id is not written that way or the slug comes before the id;
  /// the caller then walks the whole list.
  private static func directSlug(_ bytes: UnsafeBufferPointer<UInt8>, wanted: String) -> String? {
    guard !wanted.isEmpty,
      !wanted.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    else { return nil }
    let value = Array("\"\(wanted)\"".utf8)
    var from = 0
    while let hit = find(value, in: bytes, from: from) {
      from = hit + 1
      guard precededByIDKey(bytes, before: hit) else { continue }
      return slugAfterID(bytes, at: hit + value.count)
    }
    return nil
  }

  /// Whether `"frontendQuestionId":` (or another spelling of the id key) ends just before `index`.
  private static func precededByIDKey(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
    var end = index - 1
    while end >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end]) { end -= 1 }
    guard end >= 0, bytes[end] == UInt8(ascii: ":") else { return false }
    end -= 1
    while end >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end]) { end -= 1 }
    for key in rowKeys.prefix(3) {
      let quoted = [UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")]
      let start = end - quoted.count + 1
      if start >= 0, quoted.indices.allSatisfy({ bytes[start + $0] == quoted[$0] }) { return true }
    }
    return false
  }

  /// The first index at or after `from`, and before `before` (the end when nil), where `needle`
  /// starts in `bytes` (glibc's `memmem`).
  static func find(
    _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, before: Int? = nil
  ) -> Int? {
    let end = min(bytes.count, (before ?? bytes.count) + needle.count - 1)
    guard let base = bytes.baseAddress, from >= 0, from + needle.count <= end else { return nil }
    let found = needle.withUnsafeBytes { pattern in
      searchMemory(base + from, end - from, pattern.baseAddress, needle.count)
    }
    guard let found else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  private static let listKeys: Set<String> = [
    "questions", "data", "problemsetQuestionList", "questionList", "problemsetPanelQuestionList",
    "problemsetQuestionListV2", "stat_status_pairs",
  ]
  /// Row keys that matter, as bytes: three spellings of the id, two of the slug, and `stat`.
  private static let rowKeys: [[UInt8]] = [
    "frontendQuestionId", "questionFrontendId", "frontend_question_id", "titleSlug", "title_slug", "stat",
  ].map { Array($0.utf8) }

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
          let key = try parser.readKey(matching: rowKeys)
          try parser.expect(UInt8(ascii: ":"))
          if let key, key < 3 {
            rowID = try parser.parseValue().string
          } else if let key, key < 5, parser.peek() == UInt8(ascii: "\"") {
            rowSlug = try parser.parseString()
          } else if key == 5 {
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
