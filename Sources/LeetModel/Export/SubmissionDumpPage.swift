import FoundationEssentials

/// One page of `GET /api/submissions/?offset=&limit=&lastkey=`: the user's submissions of every
/// problem, newest first, code included.
public struct SubmissionDumpPage: Sendable, Equatable {
  /// The accepted rows that passed every check, newest first.
  public var accepted: [AcceptedSubmission]
  /// How many rows were not accepted (failed, pending): never written.
  public var notAccepted: Int
  /// The number of every row whose id is one, accepted or not, in the page's order.
  public var ids: [UInt64]
  /// How many accepted rows were skipped for a value that fails its check (no code, a language
  /// leetview does not know, a slug that is not one, a date that is not a number).
  public var unreadable: Int
  /// Whether the site has older rows.
  public var hasNext: Bool
  /// The key that asks for the next page (nil when the site sent none).
  public var lastKey: String?

  public init(
    accepted: [AcceptedSubmission], notAccepted: Int, unreadable: Int, ids: [UInt64], hasNext: Bool,
    lastKey: String?
  ) {
    self.accepted = accepted
    self.notAccepted = notAccepted
    self.unreadable = unreadable
    self.ids = ids
    self.hasNext = hasNext
    self.lastKey = lastKey
  }

  /// The most rows a page is asked for.
  public static let pageSize = 20

  /// Decodes the answer `root`.
  /// - Throws: `Unreadable` when it is not the dump's shape at all.
  public static func decode(_ root: JSONValue) throws(Unreadable) -> SubmissionDumpPage {
    guard let rows = root["submissions_dump"].array else { throw Unreadable() }
    var page = SubmissionDumpPage(
      accepted: [], notAccepted: 0, unreadable: 0, ids: [], hasNext: root["has_next"].exactBool ?? false,
      lastKey: root["last_key"].exactString.flatMap(PageKey.checked))
    for row in rows {
      if let id = wholeNumber(row["id"]).flatMap(UInt64.init(exactly:)), id > 0 { page.ids.append(id) }
      let pending = row["is_pending"].exactBool == true || row["is_pending"].exactString == "Pending"
      guard row["status_display"].exactString == "Accepted", !pending else {
        page.notAccepted += 1
        continue
      }
      if let submission = accepted(row) {
        page.accepted.append(submission)
      } else {
        page.unreadable += 1
      }
    }
    return page
  }

  /// The answer was not a submissions dump.
  public struct Unreadable: Error, Equatable {}

  /// The accepted submission in `row`, nil when a value fails its check.
  static func accepted(_ row: JSONValue) -> AcceptedSubmission? {
    guard let id = wholeNumber(row["id"]).flatMap(UInt64.init(exactly:)), id > 0,
      let slug = row["title_slug"].exactString.flatMap(TitleSlug.validated),
      let language = row["lang"].exactString.flatMap(SolutionLanguage.named),
      let timestamp = wholeNumber(row["timestamp"]), timestamp > 0,
      let code = row["code"].exactString
    else { return nil }
    return AcceptedSubmission(
      id: id, slug: slug, title: row["title"].exactString ?? slug.rawValue, language: language,
      timestamp: timestamp, runtimeMilliseconds: milliseconds(row["runtime"].exactString),
      memory: row["memory"].exactString.flatMap(memoryFigure), code: code)
  }

  /// A whole number sent as a number or as its digits.
  static func wholeNumber(_ value: JSONValue) -> Int64? {
    if let number = value.exactWholeInt64 { return number }
    guard let text = value.exactString, (1...19).contains(text.utf8.count),
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int64(text)
  }

  /// `"52 ms"` as 52; nil for anything else ("N/A").
  static func milliseconds(_ text: String?) -> Int? {
    guard let text, text.hasSuffix(" ms") else { return nil }
    let digits = text.dropLast(3)
    guard (1...9).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(digits)
  }

  /// `"14.2 MB"` as it is; nil for anything but digits, one point and a unit of memory.
  static func memoryFigure(_ text: String) -> String? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, ["B", "KB", "MB", "GB"].contains(parts[1]),
      (1...12).contains(parts[0].utf8.count),
      parts[0].utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") })
    else { return nil }
    return text
  }
}

/// The `last_key` a page sends for the next one, kept only when it is short and plain (it goes
/// back into a URL's query).
enum PageKey {
  /// `key` when it holds only ASCII letters, digits, `-` and `_`, at most 200 of them.
  static func checked(_ key: String) -> String? {
    guard !key.isEmpty, key.utf8.count <= 200, key.unicodeScalars.allSatisfy(TitleSlug.isAllowed)
    else { return nil }
    return key
  }
}
