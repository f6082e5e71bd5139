import Foundation
import LeetModel
import LeetText
import TermCore

/// The Submissions segment as documents.
public enum SubmissionsDocument {
  /// The page shown without credentials: how to sign in.
  ///
  /// Not an error.
  public static func signIn(host: String = "leetcode.com", labels: SegmentLabels = .english)
    -> Document
  {
    if labels.chinese {
      return [
        .paragraph([Span("查看提交记录需要先登录 \(host)。", style: .bold)]),
        .paragraph([
          Span("运行 "), Span("leetview login", style: .code),
          Span("，粘贴已登录浏览器中的 LEETCODE_SESSION 和 csrftoken 两个 cookie；或者设置环境变量 "),
          Span("LEETCODE_SESSION", style: .code), Span(" 和 "),
          Span("LEETCODE_CSRFTOKEN", style: .code), Span("。然后重新打开此页。"),
        ]),
        .paragraph([Span("leetview 把会话保存在配置文件中（权限 0600），从不写入缓存。", style: .dim)]),
      ]
    }
    return [
      .paragraph([Span("Your submissions need you to be signed in to \(host).", style: .bold)]),
      .paragraph([
        Span("Run "), Span("leetview login", style: .code),
        Span(" and paste the LEETCODE_SESSION and csrftoken cookies of a signed-in browser, or set the"),
        Span(" environment variables "), Span("LEETCODE_SESSION", style: .code), Span(" and "),
        Span("LEETCODE_CSRFTOKEN", style: .code), Span(". Then open this page again."),
      ]),
      .paragraph([
        Span(
          "leetview keeps the session in its config file (mode 0600) and never in the cache.",
          style: .dim)
      ]),
    ]
  }

  /// The list: one line per submission (status, language, runtime, memory, age).
  public static func list(
    _ snapshot: SubmissionsSnapshot, now: Date, labels: SegmentLabels = .english
  ) -> Document {
    guard !snapshot.submissions.isEmpty else {
      return [.paragraph([Span(labels.noSubmissions, style: .notice)])]
    }
    var document: Document = items(snapshot, now: now, labels: labels).flatMap(\.blocks)
    if snapshot.hasMore {
      document.append(
        .paragraph([Span(labels.showingSubmissions(snapshot.submissions.count), style: .dim)]))
    }
    return document
  }

  /// The list's entries for the interface: one line per submission.
  public static func items(
    _ snapshot: SubmissionsSnapshot, now: Date, labels: SegmentLabels = .english
  ) -> [SegmentListItem] {
    snapshot.submissions.map { submission in
      SegmentListItem(
        id: submission.id, blocks: [.paragraph(line(submission, now: now, labels: labels))],
        opens: true)
    }
  }

  /// One submission on a line: `Accepted · Python3 · 52 ms · 17.9 MB · 3 days ago`.
  public static func line(
    _ submission: Submission, now: Date, labels: SegmentLabels = .english
  ) -> [Span] {
    var parts = [
      Span(SegmentText.clean(submission.status), style: statusStyle(submission)),
      Span(SegmentText.clean(submission.language)),
    ]
    if let runtime = submission.runtime { parts.append(Span(SegmentText.clean(runtime))) }
    if let memory = submission.memory { parts.append(Span(SegmentText.clean(memory))) }
    if let date = submission.date {
      parts.append(Span(labels.age(of: date, now: now), style: .dim))
    }
    return SegmentText.facts(parts)
  }

  /// Accepted green, everything else red.
  public static func statusStyle(_ submission: Submission) -> TextStyle {
    submission.isAccepted ? [.bold, .easy] : [.bold, .hard]
  }

  /// A submission's detail: its status line, the runtime and memory figures, then the code.
  public static func detail(
    _ detail: SubmissionDetail, submission: Submission?, now: Date,
    labels: SegmentLabels = .english
  ) -> Document {
    var head: [Span] = []
    if let submission {
      head.append(Span(SegmentText.clean(submission.status), style: statusStyle(submission)))
    }
    if let language = detail.language ?? submission?.language {
      head.append(Span(SegmentText.clean(language)))
    }
    if let date = submission?.date {
      head.append(Span(labels.age(of: date, now: now), style: .dim))
    }
    var document: Document = []
    if !head.isEmpty { document.append(.paragraph(SegmentText.facts(head))) }
    var figures: [Span] = []
    if let runtime = detail.runtime ?? submission?.runtime {
      let beats = percentile(detail.runtimePercentile, labels)
      figures.append(Span(labels.runtime(SegmentText.clean(runtime), beats: beats)))
    }
    if let memory = detail.memory ?? submission?.memory {
      let beats = percentile(detail.memoryPercentile, labels)
      figures.append(Span(labels.memory(SegmentText.clean(memory), beats: beats)))
    }
    if !figures.isEmpty { document.append(.paragraph(SegmentText.facts(figures))) }
    let language = (detail.language ?? submission?.language).map(CodeOrder.normalized)
    let source = detail.code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingOccurrences(of: "\t", with: "    ") }
      .map { TextSanitizer.clean($0) }
    let trimmed = source.last == "" ? Array(source.dropLast()) : source
    let highlighted = SyntaxHighlighter.lines(trimmed, language: language)
    document.append(.preformatted(lines: highlighted, language: language))
    return document
  }

  private static func percentile(_ value: Double?, _ labels: SegmentLabels) -> String {
    guard let value else { return "" }
    let tenths = (value * 10).rounded() / 10
    return labels.beats("\(tenths)")
  }
}
