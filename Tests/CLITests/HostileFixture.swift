import Foundation
import LeetTestSupport

/// A cache of team-written text laced with everything a hostile author could put in it: escape
/// sequences (CSI, OSC 52 clipboard writes, OSC 8 links, DCS), C0 and C1 controls, bidi
/// overrides, zero-width characters and invalid UTF-8 in the JSON bytes; plus a statement with
/// 10,000 nested tags, unclosed tags, 30,000 entities and a 1 MB single line.
enum HostileFixture {
  /// Text the sanitiser keeps: every hostile field holds it, so tests can see the field shown.
  static let visible = "HOSTILE-VISIBLE"
  /// Stands for invalid UTF-8: replaced by raw bytes after the JSON is written.
  private static let invalidMarker = "INVALID-UTF8-HERE"

  /// The hostile payload around `visible`.
  static let payload =
    "\u{1B}[2J\u{1B}[H\u{1B}]52;c;aGFja2Vk\u{07}\u{1B}]8;;http://evil.example/\u{1B}\\"
    + visible + "\u{1B}]8;;\u{1B}\\\u{1B}]2;pwned-title\u{07}\u{9B}31m\u{9D}0;c1-title\u{9C}"
    + "\u{90}dcs\u{9C}\u{1B}P1$qm\u{1B}\\\u{07}\u{08}\u{7F}\u{0E}\u{202E}\u{2066}\u{200B}\u{200F}"
    + "\u{FEFF}\u{2060}\u{1B}c\u{1B}(0\u{1B}[?1049l\u{1B}[?25h" + invalidMarker + "\r\u{0B}\u{0C}end"

  /// The statement: the payload, then markup built to hang or blow up a reader.
  static let statement =
    "<p>" + payload + "</p>"
    + String(repeating: "<div>", count: 10_000) + "<p>deep " + visible + "</p>"
    + String(repeating: "</div>", count: 10_000)
    + "<p>" + String(repeating: "&lt;&amp;&#x1B;&#27;&#x9b;&#8238;&nbsp;&bogus;", count: 30_000)
    + "</p>" + String(repeating: "<p><b><a href='x'><sup>open", count: 2_000)
    + "<p>" + String(repeating: "0123456789abcdef", count: 65_536) + "</p>"

  /// The question response for slug `hostile-one` (id 9100), as LeetCode would send it, with
  /// invalid UTF-8 in its bytes.
  static func questionBody() throws -> Data {
    let question: [String: Any] = [
      "questionFrontendId": "9100", "questionId": "9100", "titleSlug": "hostile-one",
      "title": "Title " + payload, "difficulty": "Hard", "isPaidOnly": false, "acRate": 12.5,
      "topicTags": [["name": "Tag " + payload, "slug": "tag"]],
      "content": statement, "translatedTitle": "标题 " + payload,
      "translatedContent": "<p>内容 " + payload + "</p>",
      "hints": ["Hint " + payload],
    ]
    return try encoded(["data": ["question": question]])
  }

  /// Writes the question (slug `hostile-one`, id 9100), a problem list naming it, and comments
  /// and solutions files derived from the bundled ones with every text field made hostile.
  static func writeCache(in root: URL) throws {
    let site = root.appendingPathComponent("leetcode.com")
    for folder in ["questions", "comments", "solutions"] {
      try FileManager.default.createDirectory(
        at: site.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try questionBody().write(to: site.appendingPathComponent("questions/hostile-one.json"))
    let list: [String: Any] = [
      "fetchedAt": "2026-11-01T00:00:00Z",
      "questions": [
        [
          "frontendQuestionId": "9100", "title": "Title " + payload, "titleSlug": "hostile-one",
          "translatedTitle": NSNull(), "difficulty": "Hard", "paidOnly": false, "acRate": 12.5,
          "topicTags": [],
        ]
      ],
    ]
    try write(list, to: site.appendingPathComponent("problemset.json"))
    let bundled = Corpus.repositoryRoot.appendingPathComponent("cache/leetcode.com")
    for segment in ["comments", "solutions"] {
      let data = try Data(contentsOf: bundled.appendingPathComponent("\(segment)/two-sum.json"))
      let object = try JSONSerialization.jsonObject(with: data)
      try write(poison(object), to: site.appendingPathComponent("\(segment)/hostile-one.json"))
    }
  }

  /// Text fields that readers see: bodies, titles, names, summaries.
  private static let textKeys: Set<String> = [
    "content", "title", "username", "userName", "realName", "summary", "name", "nameTranslated",
  ]

  private static func poison(_ value: Any, key: String? = nil) -> Any {
    if let object = value as? [String: Any] {
      return Dictionary(uniqueKeysWithValues: object.map { ($0.key, poison($0.value, key: $0.key)) })
    }
    if let array = value as? [Any] { return array.map { poison($0, key: key) } }
    if let text = value as? String, let key, textKeys.contains(key) {
      // A 1 MB single line in one comment body, the payload everywhere.
      if key == "content", text.hasPrefix("Tip") {
        return payload + String(repeating: "x", count: 1_000_000) + " " + text
      }
      return payload + " " + text + " " + payload
    }
    return value
  }

  /// Writes `object` as JSON with the invalid-UTF-8 marker replaced by bytes no decoder accepts.
  private static func write(_ object: Any, to url: URL) throws {
    try encoded(object).write(to: url)
  }

  /// `object` as JSON with the invalid-UTF-8 marker replaced by bytes no decoder accepts.
  private static func encoded(_ object: Any) throws -> Data {
    let json = try JSONSerialization.data(withJSONObject: object)
    let bad: [UInt8] = [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF8, 0x88, 0x80, 0x80, 0x80, 0xE2, 0x82]
    var out = Data()
    let marker = Data(invalidMarker.utf8)
    var rest = json[...]
    while let range = rest.range(of: marker) {
      out += rest[rest.startIndex..<range.lowerBound]
      out += bad
      rest = rest[range.upperBound...]
    }
    out += rest
    return out
  }

  /// Scalars that must never reach a terminal: C0 (except newline), DEL, C1, bidi controls and
  /// invisible format characters.
  static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x20 && v != 0x0A { return true }
    if (0x7F...0x9F).contains(v) { return true }
    return [0x061C, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF].contains(v)
      || (0x202A...0x202E).contains(v) || (0x2060...0x2064).contains(v)
      || (0x2066...0x206F).contains(v)
  }

  /// `text` with its SGR sequences (`ESC [ digits/semicolons m`) removed, or nil when it holds
  /// any other escape sequence.
  static func strippingSGR(_ text: String) -> String? {
    var out = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let first = scalars.first {
      scalars = scalars.dropFirst()
      guard first == "\u{1B}" else {
        out.unicodeScalars.append(first)
        continue
      }
      guard scalars.first == "[" else { return nil }
      scalars = scalars.dropFirst()
      let body = scalars.prefix { "0123456789;".unicodeScalars.contains($0) }
      scalars = scalars.dropFirst(body.count)
      guard scalars.first == "m" else { return nil }
      scalars = scalars.dropFirst()
    }
    return out
  }
}
