import FoundationEssentials
import LeetModel

/// How a task ended.
public enum SegmentOutcome: Hashable, Sendable {
  /// The segment as it now stands, a stale-copy reason if any, when it arrived (ages are
  /// measured against this, so the reducer needs no clock), and where it came from, as the
  /// status line says it (`live`, `cached today`; empty when unknown).
  case loaded(SegmentContent, staleBecause: String?, at: Date, source: String = "")
  /// A one-line reason.
  case failed(String)
}
