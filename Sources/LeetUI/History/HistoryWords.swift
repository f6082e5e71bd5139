/// The words of a user's history with a problem: a submission's figures and charts, and diffs.
public struct HistoryWords: Sendable {
  /// The charts' headings: `Runtime`, `Memory`.
  public var headings: (runtime: String, memory: String)
  /// Said instead of a diff of two codes that are the same.
  public var sameCode: String
  /// A runtime in milliseconds: `48 ms`.
  public var milliseconds: @Sendable (_ count: String) -> String
  /// A memory in megabytes: `16.1 MB`.
  public var megabytes: @Sendable (_ count: String) -> String
  /// `beats 61.5%`.
  public var beats: @Sendable (_ percent: String) -> String
  /// `you: 48 ms`, under the user's bar.
  public var you: @Sendable (_ figure: String) -> String
  /// Said instead of a chart: `LeetCode sent no runtime distribution`, from the heading.
  public var noDistribution: @Sendable (_ figure: String) -> String
  /// Above one submission: `Submission 1988694277`.
  public var submission: @Sendable (_ id: String) -> String
  /// How old the copy shown is: `cached 2 hours ago`, from the age's words.
  public var cached: @Sendable (_ ago: String) -> String
  /// Above a submission's note: `Note`.
  public var note = "Note"

  /// The words in English.
  public static let english = HistoryWords(
    headings: ("Runtime", "Memory"), sameCode: "The two codes are the same.", milliseconds: { "\($0) ms" },
    megabytes: { "\($0) MB" }, beats: { "beats \($0)" }, you: { "you: \($0)" },
    noDistribution: { "LeetCode sent no \($0.lowercased()) distribution" },
    submission: { "Submission \($0)" }, cached: { "cached \($0)" })

  /// The words in Chinese.
  public static let chinese = HistoryWords(
    headings: ("执行用时", "内存消耗"), sameCode: "两份代码相同。", milliseconds: { "\($0) ms" },
    megabytes: { "\($0) MB" }, beats: { "击败 \($0)" }, you: { "你：\($0)" },
    noDistribution: { "LeetCode 未给出\($0)分布" },
    submission: { "提交 \($0)" }, cached: { "缓存于\($0)" }, note: "笔记")
}
