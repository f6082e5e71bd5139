import Foundation
import Testing

@testable import LeetFetch

/// `Retry-After` as an HTTP date: read as Foundation's `DateFormatter` with
/// `EEE, dd MMM yyyy HH:mm:ss zzz` (en_US_POSIX, GMT) read it, without Foundation.
@Suite struct HTTPDateTests {
  @Test func readsTheIMFFixdate() {
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    #expect(HTTPDate.parse("Thu, 29 Feb 2024 23:59:59 UTC") == Date(timeIntervalSince1970: 1_709_251_199))
  }

  @Test func readsAsDateFormatterDid() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    for seconds in stride(from: 0, to: 2_000_000_000, by: 97_654_321) {
      let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      #expect(HTTPDate.parse(text) == formatter.date(from: text), "\(text)")
    }
  }

  @Test(arguments: [
    "", "soon", "Sun, 06 Nov 1994 08:49:37", "Sun 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
    "Sun, 06 Foo 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 8:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 PST", "Sun, +6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT extra",
  ])
  func refusesWhatIsNotOne(_ text: String) {
    #expect(HTTPDate.parse(text) == nil, "\(text)")
  }

  @Test func retryAfterWaitsUntilTheDate() {
    let now = Date(timeIntervalSince1970: 784_111_770)
    #expect(RetryPolicy.parseRetryAfter(" Sun, 06 Nov 1994 08:49:37 GMT ", now: now) == 7)
    #expect(RetryPolicy.parseRetryAfter("Sun, 06 Nov 1994 08:49:37 GMT", now: now + 60) == 0)
  }
}
