extension JSONValue {
  /// The value as a number (or a string of one) that `bound` admits; nil when it is absent,
  /// retyped, not finite or out of the bound.
  public func number(in bound: NumberBound) -> Double? {
    bound.admitted(double)
  }

  /// The value as a whole number (a number, truncated, or a string of digits) that `bound`
  /// admits; nil otherwise.
  public func whole(in bound: NumberBound) -> Int? {
    guard let value = int, bound.admits(Double(value)) else { return nil }
    return value
  }

  /// The value with every member named in `bounds` whose number (or string of one, NaN and
  /// the infinities included) that bound does not admit replaced by null, and every number
  /// `NumberBound.anyNumber` does not admit, at any depth: what a cache file keeps of an answer,
  /// so that a number no answer can have is never written (the decoders drop the same ones).
  public func bounded(_ bounds: [String: NumberBound]) -> JSONValue {
    switch self {
    case .number(let n) where !NumberBound.anyNumber.admits(n):
      return .null
    case .array(let items):
      return .array(items.map { $0.bounded(bounds) })
    case .object(let members):
      var kept: [String: JSONValue] = [:]
      for (key, member) in members {
        let refused = bounds[key].map { bound in member.numeral.map { !bound.admits($0) } ?? false }
        kept[key] = refused == true ? .null : member.bounded(bounds)
      }
      return .object(kept)
    default:
      return self
    }
  }
}
