import Testing

@testable import TermCore

/// `Int(clampingFinite:)`, the one conversion of a `Double` into an `Int`: nil for NaN and the
/// infinities, clamped past ±2^53, toward zero like `Int(_:)` within.
@Suite struct ClampingFiniteTests {
  @Test func nanAndTheInfinitiesAreNil() {
    for value in [Double.nan, -Double.nan, Double.signalingNaN, .infinity, -.infinity] {
      #expect(Int(clampingFinite: value) == nil, "\(value)")
    }
  }

  @Test func hugeNumbersAreClampedNotATrap() {
    let limit = Int.clampingFiniteLimit
    #expect(limit == 9_007_199_254_740_992)
    for value in [1e300, 1.7e308, Double.greatestFiniteMagnitude, 1e19, 9.3e18] {
      #expect(Int(clampingFinite: value) == limit, "\(value)")
      #expect(Int(clampingFinite: -value) == -limit, "\(-value)")
    }
    // Room is left: a few clamped values add up without overflowing.
    #expect((Int(clampingFinite: 1e300) ?? 0) * 1_000 > 0)
  }

  @Test func ordinaryNumbersConvertAsIntDoes() {
    for value in [0, -0.0, 2.9, -2.9, 59.999, 1_764_000_000, -86_400.5, 9_007_199_254_740_991] {
      #expect(Int(clampingFinite: value) == Int(value), "\(value)")
    }
    #expect(Int(clampingFinite: 1e-300) == 0)
  }
}
