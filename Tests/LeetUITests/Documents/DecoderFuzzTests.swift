import Foundation
import LeetTestSupport
import LeetText
import Testing

@testable import LeetModel
@testable import LeetUI

/// Seeded random responses and cache files for every decoder.
///
/// Mutated team-written files and random JSON trees built from the keys the decoders look
/// for. Nothing crashes, and whatever
/// decodes is laid out within its width with no control character.
@Suite struct DecoderFuzzTests {
  typealias SplitMix = SeededGenerator

  static let keys = [
    "data", "question", "title", "titleSlug", "content", "questionFrontendId", "questionId",
    "topicTags", "name", "slug", "difficulty", "isPaidOnly", "acRate", "stats", "hints",
    "translatedTitle", "translatedContent", "codeSnippets", "fetchedAt", "questions",
    "frontendQuestionId", "paidOnly", "list", "pages", "topic", "topicComments", "post", "author",
    "username", "edges", "node", "articles", "ugcArticleSolutionArticles", "totalNum",
    "questionSubmissionList", "submissions", "statusDisplay", "lang", "timestamp", "runtime",
    "memory", "id", "numChildren", "pinned", "voteCount", "creationDate", "replies",
    "commentReplies", "questionDiscussionTopic", "editorial", "solution", "canSee", "summary",
    "morePages", "hasNextPage", "pageInfo", "userName", "realName", "similarQuestions",
    "userContestRanking", "userContestRankingHistory", "rating", "startTime", "contest", "ranking",
    "topPercentage", "globalRanking", "attended", "matchedUser", "acSubmissionNum", "count",
    "submitStatsGlobal", "problemsSolvedBeatsStats", "percentage", "contestV2UpcomingContests",
    "duration", "reactions", "hitCount", "runtimePercentile",
  ]

  static let strings = [
    "", "a", "Two Sum", "two-sum", "<p>x<sup>2</sup></p>", "**b** `c` $O(n)$", "\u{1B}]52;c;eA==\u{07}",
    "\u{1B}[2J", "\u{9B}1m", "\u{202E}rtl", "\u{200B}", "中文", "🙂", "EASY", "Hard", "1",
    "2026-11-30T00:00:00Z", "{\"acRate\":\"5%\"}", "[", "\\u0000", "null", "&amp;&#27;",
    String(repeating: "<b>", count: 300), String(repeating: "> ", count: 300),
  ]

  /// Numbers as JSON text: ordinary ones, and every one no answer can have (±1e300, ±1.7e308,
  /// ±1e400, 31-digit integers, NaN and the infinities as the strings JSON carries them in).
  static let numbers =
    [
      "0", "-1", "1.5", "12345678901234567890", "1e-400", "9007199254740993", "1764000000", "1500",
    ] + HostileNumbers.texts

  /// A random JSON text of at most `depth` levels.
  static func json(_ random: inout SplitMix, depth: Int) -> String {
    let pick = Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random)
    switch pick {
    case 0: return "null"
    case 1: return Bool.random(using: &random) ? "true" : "false"
    case 2: return numbers.randomElement(using: &random) ?? "0"
    case 3, 4: return quoted(strings.randomElement(using: &random) ?? "")
    case 5:
      let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        json(&random, depth: depth - 1)
      }
      return "[" + items.joined(separator: ",") + "]"
    default:
      let members = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        quoted(keys.randomElement(using: &random) ?? "data") + ":" + json(&random, depth: depth - 1)
      }
      return "{" + members.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(decoding: data ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast()
      .description
  }

  /// Runs every decoder on `data`, laying out what decodes.
  static func decodeEverything(_ data: Data) {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var documents: [Document] = []
    var lines: [String] = []
    if let problem = try? ProblemDecoder.decode(data) {
      for language in Language.allCases {
        let page = ProblemPage(problem: problem, language: language)
        lines.append("T:" + page.titleLine)
        lines += page.headerLines(width: 30).map { "H:" + $0.text }
        documents.append(page.description)
      }
    }
    if let list = try? ProblemList.decode(data) {
      lines += list.items.map { "L:" + $0.title }
    }
    if let comments = try? CommentsSnapshot.decode(data) {
      documents.append(CommentsDocument.list(comments, now: now))
    }
    if let solutions = try? SolutionsSnapshot.decode(data) {
      documents.append(SolutionsDocument.list(solutions))
      for entry in SolutionsDocument.entries(solutions) {
        if let article = SolutionsDocument.article(entry, in: solutions) {
          documents.append(SolutionsDocument.article(article))
        }
      }
    }
    if let submissions = try? SubmissionsSnapshot.decode(data) {
      documents.append(SubmissionsDocument.list(submissions, now: now))
    }
    if let answer = try? JSONValue.parse(data) {
      lines += progressLines(answer, now: now)
      _ = ContestAnswer.index(answer).sections.flatMap(\.summaries).map {
        ($0.startTime.map { CollectionTime(timeZone: .gmt, now: now).dateAndTime($0) }, $0.duration)
      }
      #expect(
        ContestAnswer.index(answer.bounded(CollectionNumbers.bounds)) == ContestAnswer.index(answer),
        "what the cache keeps of a contest answer shows the same")
    }
    for document in documents {
      for width in [4, 33] {
        for line in DocumentLayout.lines(document, width: width) {
          #expect(line.width <= width || PrintRules.isLoneURL(line.text), "\(line.text)")
          lines.append(line.text)
        }
      }
    }
    for line in lines {
      #expect(
        !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
        "\(line.debugDescription)")
    }
  }

  /// The answer as each progress answer, drawn as the Progress page at two widths; what a
  /// snapshot keeps of it shows the same.
  static func progressLines(_ answer: JSONValue, now: Date) -> [String] {
    let progress = ProgressDecoder.decode(user: "fuzz", solved: answer, calendars: [answer], contest: answer)
    let kept = ProgressSnapshot(
      user: "fuzz", fetchedAt: now, solved: answer, calendars: [answer], contest: answer)
    #expect(kept.progress == progress, "what a snapshot keeps shows the same")
    let page = ProgressPage(progress: progress, host: "leetcode.com", fetchedAt: now, now: now)
    return [24, 80].flatMap { width in
      ProgressSheet.render(page, width: width, theme: Theme(usesColor: false), words: .english)
        .rowsText
    }
  }

  /// Progress and contest answers built from their own keys, every number drawn from the pool.
  @Test func progressAndContestAnswersWithHostileNumbersAreDrawnSafely() {
    var random = SplitMix(state: 1_730)
    func number() -> String { Self.numbers.randomElement(using: &random) ?? "0" }
    // A number inside the calendar's JSON string: as a key without quotes, as a value escaped.
    func bare(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "") }
    func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
    for _ in 0..<400 {
      let history = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        #"{"attended":true,"rating":\#(number()),"ranking":\#(number()),"contest":{"title":"c","startTime":\#(number())}}"#
      }
      let text =
        #"{"data":{"userContestRanking":{"rating":\#(number()),"globalRanking":\#(number()),"#
        + #""totalParticipants":\#(number()),"topPercentage":\#(number()),"attendedContestsCount":\#(number())},"#
        + #""userContestRankingHistory":[\#(history.joined(separator: ","))],"#
        + #""allQuestionsCount":[{"difficulty":"All","count":\#(number())}],"matchedUser":{"#
        + #""problemsSolvedBeatsStats":[{"difficulty":"Easy","percentage":\#(number())}],"#
        + #""submitStatsGlobal":{"acSubmissionNum":[{"difficulty":"Easy","count":\#(number())}]},"#
        + #""userCalendar":{"submissionCalendar":"{\"\#(bare(number()))\": \#(escaped(number()))}"}},"#
        + #""contestV2UpcomingContests":[{"titleSlug":"c","startTime":\#(number()),"duration":\#(number())}]}}"#
      Self.decodeEverything(Data(text.utf8))
    }
  }

  @Test func randomJSONTreesAreDecodedSafely() {
    var random = SplitMix(state: 8_008)
    for _ in 0..<1_500 {
      let wrapped = Bool.random(using: &random)
      var text = Self.json(&random, depth: 6)
      if wrapped { text = "{\"data\":{\"question\":\(text)}}" }
      Self.decodeEverything(Data(text.utf8))
    }
  }

  @Test func mutatedCacheFilesAreDecodedSafely() throws {
    let bundled = Corpus.repositoryRoot.appendingPathComponent("cache/leetcode.com")
    let seeds = try ["comments/two-sum.json", "solutions/two-sum.json", "questions/two-sum.json"]
      .map { try Data(contentsOf: bundled.appendingPathComponent($0)) }
    var random = SplitMix(state: 4_242)
    for round in 0..<300 {
      var bytes = [UInt8](seeds[round % seeds.count])
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        guard !bytes.isEmpty else { break }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
        case 2:
          bytes.insert(contentsOf: Array((Self.strings.randomElement(using: &random) ?? "").utf8), at: at)
        default: bytes = Array(bytes.prefix(at))
        }
      }
      Self.decodeEverything(Data(bytes))
    }
  }
}
