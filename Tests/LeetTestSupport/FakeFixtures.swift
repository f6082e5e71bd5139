import Foundation

/// Small LeetCode-shaped responses written by the team for tests (no LeetCode text in them).
public enum FakeFixtures {
  /// A question query response for a made-up problem.
  public static func question(
    id: String, slug: String, title: String, content: String? = nil, paidOnly: Bool = false
  ) -> Data {
    let body =
      content
      ?? "<p>Given a list of pebbles <code>p</code>, count the <strong>blue</strong> ones.</p>"
      + "<pre>Input: p = [1,2]\nOutput: 1</pre><p>Limits: 1 &lt;= n &lt;= 10<sup>5</sup></p>"
    let question: [String: Any] = [
      "questionId": "9\(id)", "questionFrontendId": id, "title": title, "titleSlug": slug,
      "content": paidOnly ? NSNull() : body as Any, "translatedTitle": NSNull(),
      "translatedContent": NSNull(),
      "isPaidOnly": paidOnly, "difficulty": "Easy", "likes": 7, "dislikes": 1,
      "topicTags": [["name": "Array", "slug": "array", "translatedName": NSNull()]],
      "stats": #"{"totalAccepted": "10", "totalSubmission": "20", "acRate": "50.0%"}"#,
      "hints": paidOnly ? [] : ["Look at each pebble once."], "similarQuestions": "[]",
      "codeSnippets": [
        ["lang": "Python3", "langSlug": "python3", "code": "class Solution:\n    pass\n"]
      ],
    ]
    return
      (try? JSONSerialization.data(
        withJSONObject: ["data": ["question": question]], options: [.sortedKeys])) ?? Data()
  }

  /// One row of the problem list, in the shape of a `problemset.jsonl` line.
  public static func listRow(id: String, slug: String, title: String, paidOnly: Bool = false)
    -> Data
  {
    let row: [String: Any] = [
      "frontendQuestionId": id, "title": title, "titleSlug": slug, "translatedTitle": NSNull(),
      "difficulty": "Easy", "paidOnly": paidOnly, "acRate": 50.0,
      "topicTags": [["name": "Array", "slug": "array", "nameTranslated": NSNull()]],
    ]
    return (try? JSONSerialization.data(withJSONObject: row, options: [.sortedKeys])) ?? Data()
  }

  /// The daily query's answer on leetcode.com pointing at `slug`.
  public static func daily(slug: String, id: String, date: String) -> Data {
    let object: [String: Any] = [
      "data": [
        "activeDailyCodingChallengeQuestion": [
          "date": date, "link": "/problems/\(slug)/",
          "question": ["questionFrontendId": id, "title": slug, "titleSlug": slug],
        ]
      ]
    ]
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }

  /// A fake serving a small made-up set: problems 1 to `count` (`pebble-count-1` ...), with the
  /// ones in `paid` premium-locked.
  public static func smallSite(count: Int = 5, paid: Set<Int> = []) throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    var rows: [Data] = []
    for n in 1...count {
      let slug = "pebble-count-\(n)"
      rows.append(
        listRow(id: "\(n)", slug: slug, title: "Pebble Count \(n)", paidOnly: paid.contains(n)))
      fake.serveQuestion(
        slug,
        body: question(
          id: "\(n)", slug: slug, title: "Pebble Count \(n)", paidOnly: paid.contains(n)))
    }
    fake.serveList(rows: rows)
    return fake
  }
}
