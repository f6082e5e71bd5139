import FoundationEssentials
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// `--print --segment solutions|comments|submissions`: a segment as one document, the list
/// followed by what is cached behind it (the first articles, replies, submission details).
struct SegmentPrinter {
  /// How many solution articles follow the list (the editorial counts as one).
  static let articleCount = 3
  /// How many comments with replies get their replies fetched when online.
  static let replyCount = 3
  /// How many submission details are fetched when online.
  static let detailCount = 3

  var host: String
  var now: Date
  var preferredLanguage: String?
  /// The words, English or Chinese (leetcode.cn and `--lang zh`).
  var words: Words

  /// The document for `loaded`.
  func document(_ loaded: LoadedSegment) -> Document {
    switch loaded.content {
    case .signInNeeded:
      return SubmissionsDocument.signIn(host: host, words: words)
    case .solutions(let snapshot):
      var document = SolutionsDocument.list(snapshot, words: words)
      let entries = SolutionsDocument.entries(snapshot)
      for entry in entries.prefix(Self.articleCount) {
        guard let article = SolutionsDocument.article(entry, in: snapshot) else { continue }
        document.append(.rule)
        document += SolutionsDocument.article(
          article, preferredLanguage: preferredLanguage, words: words)
      }
      return document
    case .comments(let snapshot):
      return CommentsDocument.list(snapshot, now: now, words: words)
    case .submissions(let snapshot):
      var document = SubmissionsDocument.list(snapshot, now: now, words: words)
      for submission in snapshot.submissions {
        guard let detail = snapshot.details[submission.id] else { continue }
        document.append(.rule)
        document += SubmissionsDocument.detail(
          detail, submission: submission, now: now, words: words)
      }
      return document
    }
  }
}

extension AppContext {
  /// The document `--print` writes below the header: the description, or the chosen segment;
  /// nil when the segment cannot be loaded, after saying why on stderr.
  func printedDocument(_ page: ProblemPage) -> Document? {
    guard options.segment != .description else { return page.description }
    if options.segment == .code { return printedCode(page.problem) }
    do {
      return try printedSegment(slug: page.problem.titleSlug)
    } catch let error as LoadError {
      ErrorLine.print(error.message)
    } catch {
      ErrorLine.print("unexpected failure: \(error)")
    }
    return nil
  }

  /// Loads a segment other than the description for printing, fetching the first articles,
  /// replies or details when online, and says on stderr when the copy is stale.
  /// - Throws: `LoadError`.
  func printedSegment(slug: String) throws -> Document {
    let segments = SegmentService(problems: service)
    let prefetch =
      switch options.segment {
      case .solutions: SegmentPrinter.articleCount
      case .comments: SegmentPrinter.replyCount
      default: SegmentPrinter.detailCount
      }
    let loaded = try segments.load(options.segment, slug: slug, prefetch: prefetch)
    if let reason = loaded.staleBecause {
      let line =
        "leetview: showing the cached \(options.segment.rawValue); could not refresh: \(reason.message)"
      StandardStream.error(TextSanitizer.clean(line) + "\n")
    }
    let printer = SegmentPrinter(
      host: site.host, now: Date(), preferredLanguage: session.config?.preferredLanguage,
      words: words)
    return printer.document(loaded)
  }
}
