import Foundation
import LeetText

/// The words the segment documents use, in English or in Chinese (leetcode.cn, `--lang zh`).
public struct SegmentLabels: Hashable, Sendable {
  public var chinese: Bool

  public init(chinese: Bool) {
    self.chinese = chinese
  }

  public static let english = SegmentLabels(chinese: false)
  public static let simplifiedChinese = SegmentLabels(chinese: true)

  var editorial: String { chinese ? "★ 官方题解：" : "★ Editorial: " }
  var official: String { chinese ? "官方" : "official" }
  func views(_ count: Int) -> String {
    chinese ? "\(SegmentText.count(count)) 次阅读" : "\(SegmentText.count(count)) views"
  }
  func by(_ author: String) -> String { chinese ? "作者：\(author)" : "by \(author)" }
  var premiumArticle: String { chinese ? "🔒 需要 LeetCode 会员。" : "🔒 Needs LeetCode Premium." }
  func editorialUnreadable(paid: Bool) -> String {
    switch (chinese, paid) {
    case (false, true): "The official editorial needs LeetCode Premium."
    case (false, false): "The official editorial is not readable here."
    case (true, true): "官方题解需要 LeetCode 会员。"
    case (true, false): "官方题解在此无法阅读。"
    }
  }
  var noSolutions: String { chinese ? "这道题还没有题解。" : "No solutions yet for this problem." }
  func showingSolutions(_ shown: Int, of total: Int?) -> String {
    showing(shown, of: total, english: "community solutions", chinese: "篇题解")
  }

  var pinned: String { chinese ? "📌 置顶" : "📌 pinned" }
  func replies(_ count: Int) -> String {
    chinese ? "↳ \(count) 条回复" : "↳ \(count) \(count == 1 ? "reply" : "replies")"
  }
  var noReplies: String { chinese ? "没有回复。" : "No replies." }
  var noComments: String { chinese ? "这道题还没有评论。" : "No comments yet on this problem." }
  func showingComments(_ shown: Int, of total: Int?) -> String {
    showing(shown, of: total, english: "comments", chinese: "条评论")
  }

  /// The count of entries shown, such as `Showing 20 of 340 comments.` or `已显示 20 / 340 条评论。`.
  private func showing(_ shown: Int, of total: Int?, english: String, chinese what: String) -> String {
    if chinese { return "已显示 \(shown)\(total.map { " / \($0)" } ?? "") \(what)。" }
    return "Showing \(shown)\(total.map { " of \($0)" } ?? "") \(english)."
  }

  var noSubmissions: String { chinese ? "这道题还没有提交记录。" : "No submissions for this problem yet." }
  func showingSubmissions(_ count: Int) -> String {
    chinese ? "已显示最近 \(count) 次提交。" : "Showing the latest \(count) submissions."
  }
  func runtime(_ value: String, beats: String) -> String {
    chinese ? "执行用时 \(value)\(beats)" : "Runtime \(value)\(beats)"
  }
  func memory(_ value: String, beats: String) -> String {
    chinese ? "内存消耗 \(value)\(beats)" : "Memory \(value)\(beats)"
  }
  func beats(_ percent: String) -> String {
    chinese ? "，击败 \(percent)%" : ", beats \(percent)%"
  }

  /// "3 days ago" / "3 天前".
  func age(of date: Date, now: Date) -> String {
    SegmentText.age(of: date, now: now, chinese: chinese)
  }
}
