/// Picks one of several problems at random, from a seed the caller keeps, so that the pick is
/// pure and a test can replay it (SplitMix64).
public struct RandomPick: Hashable, Sendable {
  /// The generator's state: each pick moves it on.
  public private(set) var seed: UInt64

  /// A picker starting from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// One of `candidates`, or nil when there is none.
  public mutating func pick<T>(_ candidates: [T]) -> T? {
    guard !candidates.isEmpty else { return nil }
    return candidates[Int(next() % UInt64(candidates.count))]
  }

  /// The next 64 random bits.
  private mutating func next() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
