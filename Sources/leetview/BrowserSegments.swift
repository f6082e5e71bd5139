import Foundation
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Loads the Comments, Solutions and Submissions pages of problems opened in the browser: from
/// the cache, fetched when online, drawn as the printed segment is.
struct BrowserSegments: Sendable {
  var context: AppContext.Snapshot

  /// Loads `segment` of `slug` off the loop's thread and posts the page (or why there is none).
  func load(
    _ segment: Segment, slug: String, service: ProblemService,
    post: @escaping @Sendable (RootAction) -> Void
  ) {
    let snapshot = context
    DispatchQueue.global(qos: .userInitiated).async {
      let prefetch =
        switch segment {
        case .solutions: SegmentPrinter.articleCount
        case .comments: SegmentPrinter.replyCount
        default: SegmentPrinter.detailCount
        }
      let document: Document
      do {
        let loaded = try SegmentService(problems: service).load(
          segment, slug: slug, prefetch: prefetch)
        let printer = SegmentPrinter(
          host: snapshot.host, now: Date(), preferredLanguage: snapshot.preferredLanguage,
          labels: SegmentLabels(chinese: snapshot.chinese))
        document = printer.document(loaded)
      } catch {
        let reason = (error as? LoadError)?.message ?? "\(error)"
        document = [.paragraph([Span(TextSanitizer.clean(reason), style: .notice)])]
      }
      post(.segmentLoaded(slug: slug, segment, document))
    }
  }
}

extension AppContext {
  /// What the segment pages need from the context, safe to hand to another thread.
  struct Snapshot: Sendable {
    var host: String
    var chinese: Bool
    var preferredLanguage: String?
  }

  var snapshot: Snapshot {
    let config = try? ConfigFile.locate(environment: environment).read()
    return Snapshot(host: site.host, chinese: chinese, preferredLanguage: config?.preferredLanguage)
  }
}
