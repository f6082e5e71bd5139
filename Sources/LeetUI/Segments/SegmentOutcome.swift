import Foundation
import LeetModel

/// How a task ended.
public enum SegmentOutcome: Hashable, Sendable {
  /// The segment as it now stands, a stale-copy reason if any, and when it arrived (ages are
  /// measured against this, so the reducer needs no clock).
  case loaded(SegmentSnapshot, staleBecause: String?, at: Date)
  /// A one-line reason.
  case failed(String)
}
