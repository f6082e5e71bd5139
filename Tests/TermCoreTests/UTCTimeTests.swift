import Foundation
import TermCore
import Testing

/// UTCTime writes its fields from the standard library's calendar arithmetic, with no formatter.
@Suite struct UTCTimeTests {
  /// A moment with every field below ten, and one late in a year, as leetview writes them.
  @Test func writesEachFieldWithItsWidthAndTheQuotedText() {
    let early = Date(timeIntervalSince1970: 1_704_159_845)  // 2024-01-02 01:44:05 UTC
    #expect(UTCTime.string(early, pattern: "yyyy-MM-dd HH:mm 'UTC'") == "2024-01-02 01:44 UTC")
    #expect(UTCTime.string(early, pattern: "yyyy-MM-dd") == "2024-01-02")
    let late = Date(timeIntervalSince1970: 1_798_761_599.9)  // 2026-12-31 23:59:59.9 UTC
    #expect(UTCTime.string(late, pattern: "HH:mm:ss dd/MM/yyyy") == "23:59:59 31/12/2026")
  }

  /// Before 1970 the seconds are negative; the day is still the calendar's.
  @Test func writesAMomentBefore1970() {
    let before = Date(timeIntervalSince1970: -1)
    #expect(UTCTime.string(before, pattern: "yyyy-MM-dd HH:mm:ss") == "1969-12-31 23:59:59")
  }
}
