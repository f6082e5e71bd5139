/// A LeetCode problem as the question query describes it.
///
/// Every field but the slug may be absent.
public struct Problem: Hashable, Sendable {
  /// A topic tag, such as Array.
  public struct Tag: Hashable, Sendable {
    public var name: String
    public var slug: String
    public var translatedName: String?
    public init(name: String, slug: String, translatedName: String? = nil) {
      self.name = name
      self.slug = slug
      self.translatedName = translatedName
    }
  }

  /// A related problem from `similarQuestions`.
  public struct SimilarQuestion: Hashable, Sendable {
    public var title: String
    public var titleSlug: String
    public var difficulty: Difficulty?
    public var translatedTitle: String?
  }

  /// A code template for one language.
  public struct CodeSnippet: Hashable, Sendable {
    public var language: String
    public var languageSlug: String
    public var code: String
  }

  /// The official editorial, where the query asked for it.
  public struct Editorial: Hashable, Sendable {
    public var canSeeDetail: Bool
    public var isPaidOnly: Bool
    public var content: String?
  }

  public var frontendID: String?
  public var questionID: String?
  public var title: String
  public var titleSlug: String
  public var translatedTitle: String?
  public var difficulty: Difficulty?
  public var tags: [Tag]
  /// Accepted over submitted, as a percentage.
  public var acceptance: Double?
  public var likes: Int?
  public var dislikes: Int?
  public var isPaidOnly: Bool
  /// The statement's HTML; nil when locked or not returned.
  public var content: String?
  public var translatedContent: String?
  public var hints: [String]
  public var similarQuestions: [SimilarQuestion]
  public var codeSnippets: [CodeSnippet]
  public var exampleTestcases: String?
  /// The first example's input alone (`sampleTestCase`), where the query returned it.
  public var sampleTestCase: String? = nil
  /// The judge's description of the function (`metaData`, JSON text): its `params` say how many
  /// input lines make one test case.
  public var metaData: String? = nil
  public var totalAccepted: String?
  public var totalSubmission: String?
  public var editorial: Editorial?

  public init(
    frontendID: String? = nil, questionID: String? = nil, title: String, titleSlug: String,
    translatedTitle: String? = nil, difficulty: Difficulty? = nil, tags: [Tag] = [],
    acceptance: Double? = nil, likes: Int? = nil, dislikes: Int? = nil, isPaidOnly: Bool = false,
    content: String? = nil, translatedContent: String? = nil, hints: [String] = [],
    similarQuestions: [SimilarQuestion] = [], codeSnippets: [CodeSnippet] = [],
    exampleTestcases: String? = nil, totalAccepted: String? = nil, totalSubmission: String? = nil,
    editorial: Editorial? = nil
  ) {
    self.frontendID = frontendID
    self.questionID = questionID
    self.title = title
    self.titleSlug = titleSlug
    self.translatedTitle = translatedTitle
    self.difficulty = difficulty
    self.tags = tags
    self.acceptance = acceptance
    self.likes = likes
    self.dislikes = dislikes
    self.isPaidOnly = isPaidOnly
    self.content = content
    self.translatedContent = translatedContent
    self.hints = hints
    self.similarQuestions = similarQuestions
    self.codeSnippets = codeSnippets
    self.exampleTestcases = exampleTestcases
    self.totalAccepted = totalAccepted
    self.totalSubmission = totalSubmission
    self.editorial = editorial
  }

  /// Locked: paid-only and the statement did not come back.
  public var isLocked: Bool { content == nil && (isPaidOnly || translatedContent == nil) }
}
