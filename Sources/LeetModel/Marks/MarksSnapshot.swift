import FoundationEssentials
import TermCore

/// The user's marks as the cache keeps them: the marks, whose they are, and when they were fetched.
public struct MarksSnapshot: Hashable, Sendable {
  /// The marks.
  public var marks: SolvedMarks
  /// The user name LeetCode gave with them (empty when it gave none).
  public var user: String
  /// When LeetCode last sent them, in whole seconds (a submit moves marks without changing this).
  public var fetchedAt: Date

  /// A snapshot of `marks` of `user`, fetched at `fetchedAt` (kept to the second, so that the
  /// file gives back exactly what was written).
  public init(marks: SolvedMarks, user: String, fetchedAt: Date) {
    self.marks = marks
    self.user = user
    self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
  }

  /// The file's bytes: `{"version":1,"user":…,"fetchedAt":<seconds since 1970>,"marks":{slug:name}}`.
  public func encoded() -> Data {
    let marks = Dictionary(
      uniqueKeysWithValues: self.marks.bySlug.map { ($0.key.rawValue, JSONValue.string($0.value.name)) })
    return JSONWriter.data(
      .object([
        "version": .number(1), "user": .string(user), "fetchedAt": .number(fetchedAt.timeIntervalSince1970),
        "marks": .object(marks),
      ]))
  }

  /// Reads a file written by `encoded()`, leniently: unknown marks and bad slugs are skipped.
  /// - Returns: nil when the bytes are not such a file (no `marks` object or no `fetchedAt`).
  public static func decode(_ data: Data) -> MarksSnapshot? {
    guard let json = try? JSONValue.parse(data), let entries = json["marks"].object,
      let seconds = json["fetchedAt"].double, seconds.isFinite
    else { return nil }
    var marks: [TitleSlug: SolvedMark] = [:]
    for (text, value) in entries {
      guard let slug = TitleSlug.validated(text), let name = value.string,
        let mark = SolvedMark(name: name)
      else { continue }
      marks[slug] = mark
    }
    let user = TextSanitizer.oneLine(json["user"].string ?? "")
    return MarksSnapshot(
      marks: SolvedMarks(marks), user: user, fetchedAt: Date(timeIntervalSince1970: seconds))
  }
}
