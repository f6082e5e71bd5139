/// Hands out curses colour pairs for (foreground, background), defining each on first use and
/// reusing the least recently used pair when all are taken.
public struct ColorPairCache {
  /// A foreground and background in curses colour numbers (-1 is the default; 24-bit colours
  /// are `0xRRGGBB` under a direct-colour terminfo entry).
  public struct Key: Hashable, Sendable {
    public var foreground: Int32
    public var background: Int32
  }

  /// The most pairs handed out: pair numbers go to `setcchar` as a `short`, not in the attributes.
  public static let maxCapacity = 32767

  /// The number of pairs available (pair 0 is the terminal's default and never handed out).
  public let capacity: Int
  private var pairs: [Key: Int16] = [:]
  private var lastUse: [Int16: Int] = [:]
  private var clock = 0
  private let define: (Int16, Int32, Int32) -> Void

  /// - Parameters:
  ///   - capacity: pairs to use, at most 32767 (what `setcchar`'s pair number can hold; pictures
  ///     take many pairs).
  ///   - define: defines pair `n` as (foreground, background); `init_extended_pair` in the terminal.
  public init(capacity: Int, define: @escaping (Int16, Int32, Int32) -> Void) {
    self.capacity = max(0, min(Self.maxCapacity, capacity))
    self.define = define
  }

  /// The pair for `foreground` on `background`; 0 for the default pair.
  public mutating func pair(foreground: Int32, background: Int32) -> Int16 {
    if foreground < 0 && background < 0 { return 0 }
    guard capacity > 0 else { return 0 }
    clock += 1
    let key = Key(foreground: foreground, background: background)
    if let pair = pairs[key] {
      lastUse[pair] = clock
      return pair
    }
    let pair: Int16
    if pairs.count < capacity {
      pair = Int16(pairs.count + 1)
    } else {
      pair = lastUse.min { $0.value < $1.value }?.key ?? 1
      if let old = pairs.first(where: { $0.value == pair })?.key { pairs[old] = nil }
    }
    define(pair, foreground, background)
    pairs[key] = pair
    lastUse[pair] = clock
    return pair
  }

  /// The pairs defined so far.
  public var count: Int { pairs.count }
}
