/// Comparing an answer with the expected one as values, as the judge does.
extension LocalValue {
  /// How far apart two floating-point answers may be.
  public static let tolerance = 1e-5

  /// Whether `self` (the answer) and `expected` are the same value: numbers within the
  /// tolerance, lists item by item, the top-level list in any order when `anyOrder`.
  public func matches(_ expected: LocalValue, anyOrder: Bool = false) -> Bool {
    switch (self, expected) {
    case (.number(let a), .number(let b)):
      if a == b { return true }
      guard let x = Double(a), let y = Double(b) else { return false }
      return abs(x - y) <= Self.tolerance * max(1, abs(y)) || abs(x - y) <= Self.tolerance
    case (.list(let a), .list(let b)):
      guard a.count == b.count else { return false }
      if anyOrder {
        // Each expected item claims one answer item; the lists are small.
        var left = a
        for item in b {
          guard let found = left.firstIndex(where: { $0.matches(item) }) else { return false }
          left.remove(at: found)
        }
        return true
      }
      return zip(a, b).allSatisfy { $0.matches($1) }
    case (.list(let a), .null), (.null, .list(let a)):
      // An empty tree or list is written `[]` by some and `null` by others.
      return a.isEmpty
    default:
      return self == expected
    }
  }

  /// The value with a tree's trailing `null`s dropped (`[1,null,2,null]` is `[1,null,2]`).
  public var trimmingTrailingNulls: LocalValue {
    guard case .list(var items) = self else { return self }
    while items.last == .null { items.removeLast() }
    return .list(items)
  }
}
