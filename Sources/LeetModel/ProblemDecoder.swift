import FoundationEssentials
import TermCore

/// Reads the question query's response (or a bare question object) into a `Problem`, leniently.
public enum ProblemDecoder {
  /// Why a response cannot be read as a problem.
  public enum Failure: Error, Equatable, Sendable {
    /// The bytes are not JSON.
    case notJSON(String)
    /// JSON, but with no question object in it.
    case noQuestion
    /// `{"data":{"question":null}}`: LeetCode has no such problem.
    case nullQuestion
    /// The question carries neither a slug nor a title.
    case missingSlug
    /// The question's slug or frontend id is not safe to use (see `TitleSlug`, `FrontendID`).
    case invalidName(ProblemNameError)
  }

  /// Decodes `{"data":{"question":{...}}}`, `{"data":{"activeDailyCodingChallengeQuestion":{"question":...}}}`,
  /// `{"data":{"todayRecord":[{"question":...}]}}` or a bare question object.
  /// - Throws: `Failure`.
  public static func decode(_ data: Data) throws -> Problem {
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw Failure.notJSON(describe(error))
    }
    return try decode(json: root)
  }

  /// Decodes an already parsed response; see `decode(_:)`.
  public static func decode(json root: JSONValue) throws -> Problem {
    guard root.object != nil else { throw Failure.noQuestion }
    let payload = root["data"].isNull ? root : root["data"]
    let question: JSONValue
    if payload.object?.keys.contains("question") == true {
      question = payload["question"]
      if question.isNull { throw Failure.nullQuestion }
    } else if !payload["activeDailyCodingChallengeQuestion"].isNull {
      question = payload["activeDailyCodingChallengeQuestion"]["question"]
    } else if let first = payload["todayRecord"].array?.first {
      question = first["question"]
    } else if payload["titleSlug"].string != nil || payload["title"].string != nil {
      question = payload
    } else {
      throw Failure.noQuestion
    }
    guard question.object != nil else { throw Failure.noQuestion }
    return try problem(from: question)
  }

  /// Builds a problem from a question object.
  static func problem(from q: JSONValue) throws -> Problem {
    guard let slug = q["titleSlug"].string ?? slugify(q["title"].string) else {
      throw Failure.missingSlug
    }
    let frontendID = q["questionFrontendId"].string ?? q["frontendQuestionId"].string
    do {
      _ = try TitleSlug(validating: slug)
      if let frontendID { _ = try FrontendID(validating: frontendID) }
    } catch {
      throw Failure.invalidName(error)
    }
    let stats = q["stats"].embedded
    var acceptance = q["acRate"].double
    if acceptance == nil, let rate = stats["acRate"].string {
      acceptance = Double(rate.trimmed(["%", " "]))
    }
    if acceptance == nil, let accepted = stats["totalAcceptedRaw"].double,
      let submitted = stats["totalSubmissionRaw"].double, submitted > 0
    {
      acceptance = accepted / submitted * 100
    }
    var editorial: Problem.Editorial? = nil
    if q["solution"].object != nil {
      let s = q["solution"]
      editorial = Problem.Editorial(
        canSeeDetail: s["canSeeDetail"].bool ?? false, isPaidOnly: s["paidOnly"].bool ?? false,
        content: s["content"].string)
    }
    var problem = Problem(
      frontendID: frontendID,
      questionID: q["questionId"].string,
      title: clean(q["title"].string) ?? slug,
      titleSlug: slug,
      translatedTitle: clean(q["translatedTitle"].string).flatMap { $0.isEmpty ? nil : $0 },
      difficulty: Difficulty(lenient: q["difficulty"].string),
      tags: (q["topicTags"].array ?? []).compactMap(tag),
      acceptance: acceptance,
      likes: q["likes"].int,
      dislikes: q["dislikes"].int,
      isPaidOnly: q["isPaidOnly"].bool ?? q["paidOnly"].bool ?? false,
      content: q["content"].string,
      translatedContent: q["translatedContent"].string.flatMap { $0.isEmpty ? nil : $0 },
      hints: (q["hints"].array ?? []).compactMap(\.string),
      similarQuestions: (q["similarQuestions"].embedded.array ?? []).compactMap(similar),
      codeSnippets: (q["codeSnippets"].array ?? []).compactMap(snippet),
      exampleTestcases: q["exampleTestcases"].string ?? q["sampleTestCase"].string,
      totalAccepted: clean(stats["totalAccepted"].string),
      totalSubmission: clean(stats["totalSubmission"].string),
      editorial: editorial)
    problem.sampleTestCase = q["sampleTestCase"].string
    problem.metaData = q["metaData"].string
    return problem
  }

  static func tag(_ t: JSONValue) -> Problem.Tag? {
    guard let name = clean(t["name"].string) else { return nil }
    return Problem.Tag(
      name: name, slug: t["slug"].string ?? name.lowercased(),
      translatedName: clean(t["translatedName"].string ?? t["nameTranslated"].string))
  }

  private static func similar(_ s: JSONValue) -> Problem.SimilarQuestion? {
    guard let slug = s["titleSlug"].string else { return nil }
    return Problem.SimilarQuestion(
      title: clean(s["title"].string) ?? slug, titleSlug: slug,
      difficulty: Difficulty(lenient: s["difficulty"].string),
      translatedTitle: clean(s["translatedTitle"].string))
  }

  private static func snippet(_ s: JSONValue) -> Problem.CodeSnippet? {
    guard let code = s["code"].string else { return nil }
    let slug = s["langSlug"].string ?? s["lang"].string ?? ""
    return Problem.CodeSnippet(language: s["lang"].string ?? slug, languageSlug: slug, code: code)
  }

  /// Untrusted one-line text with controls removed.
  static func clean(_ text: String?) -> String? {
    text.map(TextSanitizer.oneLine)
  }

  private static func slugify(_ title: String?) -> String? {
    guard let title else { return nil }
    let lowered = title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let slug = String(lowered).split(separator: "-").joined(separator: "-")
    return slug.isEmpty ? nil : slug
  }

  static func describe(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context): return context.debugDescription
      default: return "\(decoding)"
      }
    }
    return "\(error)"
  }
}
