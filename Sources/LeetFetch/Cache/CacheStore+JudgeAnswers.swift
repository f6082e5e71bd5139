import FoundationEssentials
import LeetModel

/// The judge's expected answers from online tests, kept per problem and input, so that a local
/// run knows what is right for the same input.
extension CacheStore {
  /// `<root>/<site>/answers/<slug>.json`: `{"answers": {"<input lines>": "<expected>"}}`.
  public func judgeAnswersURL(slug: TitleSlug) -> URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("answers")
      .appendingPathComponent(slug.rawValue + ".json")
  }

  /// The answers kept for `slug`, by input; empty when there are none or the file is damaged.
  public func readJudgeAnswers(slug: TitleSlug) -> [String: String] {
    guard let data = try? readFile(judgeAnswersURL(slug: slug), limit: ContentLimits.answerBytes),
      let json = try? JSONValue.parse(data), let answers = json["answers"].object
    else { return [:] }
    return answers.compactMapValues(\.string)
  }

  /// Adds `answers` (expected answers by input) to those kept for `slug`, atomically.
  public func keepJudgeAnswers(_ answers: [String: String], slug: TitleSlug) throws {
    guard !answers.isEmpty else { return }
    let merged = readJudgeAnswers(slug: slug).merging(answers) { _, new in new }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(["answers": merged])
    try AtomicFile.write(data, to: judgeAnswersURL(slug: slug), privateFrom: location.root)
  }
}
