import Foundation

extension FakeHistoryFixtures {
  /// `count` progress rows of real problems from the corpus's `problemset.jsonl` (its ids, slugs,
  /// titles and difficulties, capitalised as `userProgressQuestionList` sends them), in list
  /// order: problem `n` last submitted `n` hours before `now`, every seventh only attempted, and
  /// every 97th with a malformed date (text, 1970, empty, absent in turn); nil when the corpus is
  /// absent.
  public static func corpusProgressRows(_ count: Int, now: Date) -> [String]? {
    guard let lines = Corpus.lines("problemset.jsonl") else { return nil }
    var rows: [String] = []
    for (index, line) in lines.prefix(count).enumerated() {
      guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { continue }
      let n = index + 1
      var row: [String: Any] = [
        "frontendId": object["frontendQuestionId"] ?? "\(n)", "title": object["title"] ?? "",
        "titleSlug": object["titleSlug"] ?? "",
        "difficulty": (object["difficulty"] as? String ?? "").uppercased(),
        "numSubmitted": n % 9 + 1, "questionStatus": n.isMultiple(of: 7) ? "ATTEMPTED" : "SOLVED",
        "lastResult": n.isMultiple(of: 7) ? "WA" : "AC", "topicTags": [Any](),
      ]
      if n.isMultiple(of: 97) {
        let malformed: [Any?] = ["yesterday", "1970-01-01T00:00:00+00:00", "", nil]
        row["lastSubmittedAt"] = malformed[(n / 97) % malformed.count] ?? NSNull()
      } else {
        row["lastSubmittedAt"] = ISO8601DateFormatter().string(from: now - Double(n) * 3_600)
      }
      guard let data = try? JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]) else {
        continue
      }
      rows.append(String(decoding: data, as: UTF8.self))
    }
    return rows
  }

  /// How many of `corpusProgressRows(count)` are solved with a good date: those the review lists.
  public static func corpusReviewable(_ count: Int) -> Int {
    (1...count).filter { !$0.isMultiple(of: 7) && !$0.isMultiple(of: 97) }.count
  }
}
