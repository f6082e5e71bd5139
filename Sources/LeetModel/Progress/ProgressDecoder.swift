import TermCore

/// Reads LeetCode's three progress answers leniently, in leetcode.com's shapes or leetcode.cn's
/// (told apart by their fields): a missing, null or retyped field is left out, never a failure,
/// and so is a number out of its `NumberBound`.
public enum ProgressDecoder {
  /// The bound of each number the decoder reads, by its member's name: a snapshot keeps the
  /// answers `bounded` by it, so that the cache never holds a number the decoder would drop.
  public static let numberBounds: [String: NumberBound] = [
    "rating": .rating, "startTime": .unixSeconds, "percentage": .percentage,
    "topPercentage": .percentage, "count": .count, "ranking": .count, "globalRanking": .count,
    "totalParticipants": .count, "globalTotalParticipants": .count, "attendedContestsCount": .count,
  ]

  /// The progress of `user` from the answers to `userProblemsSolved` or cn's
  /// `userProfileUserQuestionProgress` (`solved`), each year's calendar (`calendars`) and the
  /// contest query (`contest`), each a whole response body (`{"data": …, "errors": […]}`) or
  /// `.null` when it was not asked or not answered.
  public static func decode(
    user: String, solved: JSONValue, calendars: [JSONValue], contest: JSONValue
  ) -> UserProgress {
    var progress = UserProgress(user: TextSanitizer.oneLine(user))
    readSolved(solved["data"], into: &progress)
    for answer in calendars {
      let comCalendar = answer["data"]["matchedUser"]["userCalendar"]
      let calendar = comCalendar.isNull ? answer["data"]["userCalendar"] : comCalendar
      progress.calendar = progress.calendar.merging(
        SubmissionCalendar.decode(calendar["submissionCalendar"]))
    }
    progress.contest = readContest(contest["data"])
    for answer in [solved] + calendars + [contest] {
      for message in errorMessages(answer) where !progress.problems.contains(message) {
        progress.problems.append(message)
      }
    }
    return progress
  }

  /// The messages of a response's `errors[]`, sanitized, on one line each (at most three).
  public static func errorMessages(_ answer: JSONValue) -> [String] {
    guard let errors = answer["errors"].array else { return [] }
    let messages = errors.compactMap { $0["message"].string ?? $0.string }
      .map { String(TextSanitizer.oneLine($0).prefix(200)) }.filter { !$0.isEmpty }
    return Array(messages.prefix(3))
  }

  /// LeetCode's refusal in an answer that came with status 200 but no data: `errors[]`,
  /// `error`, `detail`, or `ok: false`; nil when the answer holds data or no refusal.
  public static func refusal(_ answer: JSONValue) -> String? {
    let hasData = answer["data"].object?.values.contains { !$0.isNull } ?? false
    if hasData { return nil }
    if let message = errorMessages(answer).first { return message }
    for key in ["error", "detail", "message"] {
      if let text = answer[key].string, !text.isEmpty {
        return String(TextSanitizer.oneLine(text).prefix(200))
      }
    }
    if answer["ok"].bool == false { return "LeetCode refused the request" }
    return nil
  }

  /// Whether a solved answer is about a user LeetCode knows: leetcode.com's `matchedUser` or
  /// leetcode.cn's question progress is an object.
  public static func namesUser(_ solved: JSONValue) -> Bool {
    solved["data"]["matchedUser"].object != nil || cnQuestionProgress(solved["data"]).object != nil
  }

  /// leetcode.cn's `userProfileUserQuestionProgress` (or its `V2`) in `data`.
  private static func cnQuestionProgress(_ data: JSONValue) -> JSONValue {
    let first = data["userProfileUserQuestionProgress"]
    return first.isNull ? data["userProfileUserQuestionProgressV2"] : first
  }

  /// Solved and totals by difficulty, matched by name (`All`, `Easy`, `Medium`, `Hard`; cn's
  /// `EASY`, `MEDIUM`, `HARD`).
  private static func readSolved(_ data: JSONValue, into progress: inout UserProgress) {
    var totals = counts(data["allQuestionsCount"])
    let user = data["matchedUser"]
    var solved = counts(user["submitStatsGlobal"]["acSubmissionNum"])
    let cn = cnQuestionProgress(data)
    if cn.object != nil {
      // The total is accepted + failed + untouched, known only when all three came.
      solved = counts(cn["numAcceptedQuestions"])
      let others = ["numFailedQuestions", "numUntouchedQuestions"].map { cn[$0] }
      totals = [:]
      if others.allSatisfy({ $0.array != nil }), !solved.isEmpty {
        totals = others.map(counts).reduce(solved) { $0.merging($1, uniquingKeysWith: +) }
        totals["all"] = totals.values.reduce(0, +)
      }
    }
    var beats: [String: Double] = [:]
    for entry in user["problemsSolvedBeatsStats"].array ?? [] {
      guard let name = entry["difficulty"].string?.lowercased(),
        let value = entry["percentage"].number(in: .percentage)
      else { continue }
      beats[name] = value
    }
    if let all = solved["all"] {
      progress.all = DifficultyProgress(solved: all, total: totals["all"], beats: beats["all"])
    }
    for difficulty in Difficulty.allCases {
      let name = difficulty.rawValue.lowercased()
      guard let count = solved[name] else { continue }
      progress.byDifficulty[difficulty] = DifficultyProgress(
        solved: count, total: totals[name], beats: beats[name])
    }
    if progress.all == nil, !progress.byDifficulty.isEmpty {
      let sum = progress.byDifficulty.values.map(\.solved).reduce(0, +)
      progress.all = DifficultyProgress(solved: sum, total: totals["all"])
    }
  }

  /// `[{difficulty, count}]` by lowercased difficulty; entries without both are skipped.
  private static func counts(_ list: JSONValue) -> [String: Int] {
    var result: [String: Int] = [:]
    for entry in list.array ?? [] {
      guard let name = entry["difficulty"].string?.lowercased(),
        let count = entry["count"].whole(in: .count)
      else { continue }
      result[name] = count
    }
    return result
  }

  /// The contest standing and the attended contests of its history, oldest first.
  private static func readContest(_ data: JSONValue) -> ContestRating? {
    let ranking = data["userContestRanking"]
    var history: [RatingPoint] = []
    for entry in data["userContestRankingHistory"].array ?? [] {
      guard entry["attended"].bool ?? true, let rating = entry["rating"].number(in: .rating),
        let start = entry["contest"]["startTime"].number(in: .unixSeconds)
      else { continue }
      let title = TextSanitizer.oneLine(entry["contest"]["title"].string ?? "")
      history.append(
        RatingPoint(
          title: String(title.prefix(80)), startTime: start, rating: rating,
          ranking: entry["ranking"].whole(in: .count)))
    }
    history.sort { $0.startTime < $1.startTime }
    guard ranking.object != nil || !history.isEmpty else { return nil }
    let badge = ranking["badge"]["name"].string.map { String(TextSanitizer.oneLine($0).prefix(40)) }
    return ContestRating(
      rating: ranking["rating"].number(in: .rating) ?? history.last?.rating,
      globalRanking: ranking["globalRanking"].whole(in: .count),
      totalParticipants: ranking["totalParticipants"].whole(in: .count)
        ?? ranking["globalTotalParticipants"].whole(in: .count),
      topPercentage: ranking["topPercentage"].number(in: .percentage),
      attended: ranking["attendedContestsCount"].whole(in: .count) ?? (history.isEmpty ? nil : history.count),
      badge: badge?.isEmpty == true ? nil : badge, history: history)
  }
}
