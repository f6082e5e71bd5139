import Glibc

extension Double {
  /// The number with `places` digits after the point, rounded as C's printf rounds and always with
  /// a `.`: what `String(format: "%.1f", x)` writes, in any locale the program has set.
  public func fixed(_ places: Int) -> String {
    // glibc answers newlocale for "C" with its built-in C locale, without allocating.
    guard let posix = newlocale(LC_NUMERIC_MASK, "C", nil) else { return String(self) }
    let previous = uselocale(posix)
    defer {
      uselocale(previous)
      freelocale(posix)
    }
    let precision = Int32(clamping: max(0, min(places, 60)))
    var buffer = [CChar](repeating: 0, count: 330 + Int(precision))
    let count = withVaList([precision, self]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
    }
    guard count >= 0 else { return String(self) }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension Int {
  /// The number in decimal with zeros before its digits up to `width` characters, the sign
  /// included: what `String(format: "%04d", n)` writes.
  public func zeroPadded(_ width: Int) -> String {
    let digits = String(magnitude)
    let sign = self < 0 ? "-" : ""
    return sign + String(repeating: "0", count: Swift.max(0, width - sign.count - digits.count)) + digits
  }
}
