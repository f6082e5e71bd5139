import FoundationEssentials
import LeetModel
import TermCore

/// One side of a diff of past code: what it is (a submission, the solution file) and its text.
public struct DiffSide: Hashable, Sendable {
  /// What a side of a diff is.
  public enum Label: Hashable, Sendable {
    /// A submission, by its facts.
    case submission(SubmissionFacts)
    /// The solution file, by its name (a checked file name, never a server's text).
    case solutionFile(String)
  }

  /// What the side is.
  public var label: Label
  /// The code compared.
  public var text: String

  /// A side labelled `label` holding `text`.
  public init(label: Label, text: String) {
    self.label = label
    self.text = text
  }

  /// The submission `id`'s code, labelled with its facts.
  public init(id: String, record: SubmissionRecord) {
    self.init(label: .submission(SubmissionFacts(id: id, record: record)), text: record.code)
  }
}

/// What heads a submission in a diff: its id, problem, language, verdict and date.
public struct SubmissionFacts: Hashable, Sendable {
  /// The submission's id (digits).
  public var id: String
  /// The problem's slug, when LeetCode named it.
  public var problem: String?
  /// The language's name (`Python3`).
  public var language: String?
  /// The verdict (`Accepted`).
  public var verdict: String?
  /// When it was submitted.
  public var date: Date?

  /// The facts of submission `id` as `record` holds them, every one cleaned onto one line.
  public init(id: String, record: SubmissionRecord) {
    self.id = TextSanitizer.oneLine(id)
    problem = record.titleSlug
    language = (record.languageName ?? record.language).map(TextSanitizer.oneLine)
    verdict = record.verdict.map { TextSanitizer.oneLine($0.title) }
    date = record.date
  }
}

extension DiffSide.Label {
  /// The short name the diff's `---` and `+++` lines give the side.
  func name(_ words: PastCodeWords) -> String {
    switch self {
    case .submission(let facts): words.submission(facts.id)
    case .solutionFile(let name): words.solutionFile(name)
    }
  }

  /// The line that heads the side: its name, then a submission's problem, language, verdict
  /// and date (UTC).
  func heading(_ words: PastCodeWords) -> String {
    guard case .submission(let facts) = self else { return name(words) }
    let date = facts.date.map { UTCTime.string($0, pattern: "yyyy-MM-dd HH:mm 'UTC'") }
    return ([name(words)] + [facts.problem, facts.language, facts.verdict, date].compactMap { $0 })
      .joined(separator: " · ")
  }
}
