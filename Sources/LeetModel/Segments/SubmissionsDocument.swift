import Foundation
import TermCore

/// The Submissions segment as documents.
public enum SubmissionsDocument {
  /// The page shown without credentials: how to sign in. Not an error.
  public static func signIn(host: String = "leetcode.com") -> Document {
    [
      .paragraph([Span("Your submissions need you to be signed in to \(host).", style: .bold)]),
      .paragraph([
        Span("Run "), Span("leetview login", style: .code),
        Span(" and paste the LEETCODE_SESSION and csrftoken cookies of a signed-in browser, or set the"),
        Span(" environment variables "), Span("LEETCODE_SESSION", style: .code), Span(" and "),
        Span("LEETCODE_CSRFTOKEN", style: .code), Span(". Then open this page again."),
      ]),
      .paragraph([
        Span("leetview keeps the session in its config file (mode 0600) and never in the cache.", style: .dim)
      ]),
    ]
  }

  /// The list: one line per submission (status, language, runtime, memory, age).
  public static func list(_ snapshot: SubmissionsSnapshot, now: Date) -> Document {
    guard !snapshot.submissions.isEmpty else {
      return [.paragraph([Span("No submissions for this problem yet.", style: .notice)])]
    }
    var document: Document = items(snapshot, now: now).flatMap(\.blocks)
    if snapshot.hasMore {
      document.append(
        .paragraph([
          Span("Showing the latest \(snapshot.submissions.count) submissions.", style: .dim)
        ]))
    }
    return document
  }

  /// The list's entries for the interface: one line per submission.
  public static func items(_ snapshot: SubmissionsSnapshot, now: Date) -> [SegmentListItem] {
    snapshot.submissions.map { submission in
      SegmentListItem(id: submission.id, blocks: [.paragraph(line(submission, now: now))], opens: true)
    }
  }

  /// One submission on a line: `Accepted · Python3 · 52 ms · 17.9 MB · 3 days ago`.
  public static func line(_ submission: Submission, now: Date) -> [Span] {
    var parts = [
      Span(SegmentText.clean(submission.status), style: statusStyle(submission)),
      Span(SegmentText.clean(submission.language)),
    ]
    if let runtime = submission.runtime { parts.append(Span(SegmentText.clean(runtime))) }
    if let memory = submission.memory { parts.append(Span(SegmentText.clean(memory))) }
    if let date = submission.date {
      parts.append(Span(SegmentText.age(of: date, now: now), style: .dim))
    }
    return SegmentText.facts(parts)
  }

  /// Accepted green, everything else red.
  public static func statusStyle(_ submission: Submission) -> TextStyle {
    submission.isAccepted ? [.bold, .easy] : [.bold, .hard]
  }

  /// A submission's detail: its status line, the runtime and memory figures, then the code.
  public static func detail(
    _ detail: SubmissionDetail, submission: Submission?, now: Date
  ) -> Document {
    var head: [Span] = []
    if let submission {
      head.append(Span(SegmentText.clean(submission.status), style: statusStyle(submission)))
    }
    if let language = detail.language ?? submission?.language {
      head.append(Span(SegmentText.clean(language)))
    }
    if let date = submission?.date { head.append(Span(SegmentText.age(of: date, now: now), style: .dim)) }
    var document: Document = []
    if !head.isEmpty { document.append(.paragraph(SegmentText.facts(head))) }
    var figures: [Span] = []
    if let runtime = detail.runtime ?? submission?.runtime {
      figures.append(Span("Runtime \(SegmentText.clean(runtime))\(percentile(detail.runtimePercentile))"))
    }
    if let memory = detail.memory ?? submission?.memory {
      figures.append(Span("Memory \(SegmentText.clean(memory))\(percentile(detail.memoryPercentile))"))
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

  private static func percentile(_ value: Double?) -> String {
    guard let value else { return "" }
    let tenths = (value * 10).rounded() / 10
    return ", beats \(tenths)%"
  }
}
