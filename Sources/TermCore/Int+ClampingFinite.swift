/// The one way a `Double` becomes an `Int` in leetview (`Scripts/check-int-conversions.sh` finds
/// any other): `Int(_: Double)` traps on NaN, on the infinities and past ±9.2e18, and a number
/// from a server or a cache file can be any of these.
extension Int {
  /// The largest magnitude a conversion gives: 2^53, the whole numbers a `Double` holds exactly,
  /// with room left so that sums and offsets of a few such values cannot overflow.
  public static let clampingFiniteLimit = 1 << 53

  /// `value` rounded toward zero, as `Int(_:)` does, clamped to ±`clampingFiniteLimit`; nil for
  /// NaN and the infinities.
  public init?(clampingFinite value: Double) {
    guard value.isFinite else { return nil }
    let limit = Double(Self.clampingFiniteLimit)
    // Within ±2^53 the conversion is exact and cannot trap.
    self = Int(exactly: Swift.min(limit, Swift.max(-limit, value.rounded(.towardZero)))) ?? 0
  }
}
