import FoundationEssentials
import LeetModel
import LeetText
import TermCore

/// The Submissions segment as documents.
public enum SubmissionsDocument {
  /// The page shown without credentials: how to sign in.
  ///
  /// Not an error.
  public static func signIn(host: String = "leetcode.com", words: Words = .english) -> Document {
    let words = words.segments
    let commands = [loginCommand(host: host), "LEETCODE_SESSION", "LEETCODE_CSRFTOKEN"]
    var steps: [Span] = []
    for (index, text) in words.signInSteps.enumerated() {
      steps.append(Span(text))
      if index < commands.count { steps.append(Span(commands[index], style: .code)) }
    }
    return [
      .paragraph([Span(words.signInHeading(host), style: .bold)]),
      .paragraph(steps),
      .paragraph([Span(words.signInNote, style: .dim)]),
    ]
  }

  /// The command that signs in to `host` as its browsers already are: `leetview login`, with
  /// `--site cn` for leetcode.cn.
  public static func loginCommand(host: String) -> String {
    host == "leetcode.cn" ? "leetview login --site cn" : "leetview login"
  }

  /// The list: one line per submission (status, language, runtime, memory, age).
  public static func list(
    _ snapshot: SubmissionsSnapshot, now: Date, words: Words = .english
  ) -> Document {
    guard !snapshot.submissions.isEmpty else {
      return [.paragraph([Span(words.segments.noSubmissions, style: .notice)])]
    }
    var document: Document = items(snapshot, now: now, words: words).flatMap(\.blocks)
    if snapshot.hasMore {
      document.append(
        .paragraph([Span(words.segments.showingSubmissions(snapshot.submissions.count), style: .dim)]))
    }
    return document
  }

  /// The list's entries for the interface: one line per submission.
  public static func items(
    _ snapshot: SubmissionsSnapshot, now: Date, words: Words = .english
  ) -> [SegmentListItem] {
    snapshot.submissions.map { submission in
      SegmentListItem(
        id: submission.id, blocks: [.paragraph(line(submission, now: now, words: words))],
        opens: true)
    }
  }

  /// One submission on a line: `Accepted · Python3 · 52 ms · 17.9 MB · 3 days ago`.
  public static func line(
    _ submission: Submission, now: Date, words: Words = .english
  ) -> [Span] {
    var parts = [
      Span(SegmentText.clean(submission.status), style: statusStyle(submission)),
      Span(SegmentText.clean(submission.language)),
    ]
    if let runtime = submission.runtime { parts.append(Span(SegmentText.clean(runtime))) }
    if let memory = submission.memory { parts.append(Span(SegmentText.clean(memory))) }
    if let date = submission.date {
      parts.append(Span(words.segments.age(of: date, now: now), style: .dim))
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
    words: Words = .english
  ) -> Document {
    var head: [Span] = []
    if let submission {
      head.append(Span(SegmentText.clean(submission.status), style: statusStyle(submission)))
    }
    if let language = detail.language ?? submission?.language {
      head.append(Span(SegmentText.clean(language)))
    }
    if let date = submission?.date {
      head.append(Span(words.segments.age(of: date, now: now), style: .dim))
    }
    var document: Document = []
    if !head.isEmpty { document.append(.paragraph(SegmentText.facts(head))) }
    var figures: [Span] = []
    if let runtime = detail.runtime ?? submission?.runtime {
      let beats = percentile(detail.runtimePercentile, words)
      figures.append(Span(words.segments.runtime(SegmentText.clean(runtime), beats)))
    }
    if let memory = detail.memory ?? submission?.memory {
      let beats = percentile(detail.memoryPercentile, words)
      figures.append(Span(words.segments.memory(SegmentText.clean(memory), beats)))
    }
    if !figures.isEmpty { document.append(.paragraph(SegmentText.facts(figures))) }
    let language = (detail.language ?? submission?.language).map(CodeOrder.normalized)
    let source = detail.code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacing("\t", with: "    ") }
      .map { TextSanitizer.clean($0) }
    let trimmed = source.last == "" ? Array(source.dropLast()) : source
    let highlighted = SyntaxHighlighter.lines(trimmed, language: language)
    document.append(.preformatted(lines: highlighted, language: language))
    return document
  }

  private static func percentile(_ value: Double?, _ words: Words) -> String {
    guard let value else { return "" }
    let tenths = (value * 10).rounded() / 10
    return words.segments.beats("\(tenths)")
  }
}
