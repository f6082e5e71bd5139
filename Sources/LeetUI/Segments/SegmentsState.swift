import FoundationEssentials
import LeetModel

/// The three segment pages' states and the settings they are drawn with.
public struct SegmentsState: Sendable {
  /// The language whose code comes first in articles (config `preferredLanguage`).
  public var preferredLanguage: String?
  /// The site's host, for the sign-in explanation.
  public var host = "leetcode.com"
  /// Per segment (not the description).
  public var views: [Segment: SegmentViewState] = [:]

  public init(preferredLanguage: String? = nil, host: String = "leetcode.com") {
    self.preferredLanguage = preferredLanguage
    self.host = host
  }
}
