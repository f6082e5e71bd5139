/// A set of commands kept as bits: what an option goes with, built at start-up without hashing.
struct CommandSet: Equatable, Sendable, Sequence, ExpressibleByArrayLiteral {
  private var bits: UInt32

  private init(bits: UInt32) { self.bits = bits }

  init(arrayLiteral names: CommandSpec.Name...) {
    bits = names.reduce(0) { $0 | Self.bit($1) }
  }

  /// Every command.
  static let all = CommandSet(bits: CommandSpec.Name.allCases.reduce(0) { $0 | bit($1) })

  /// How many commands the set holds.
  var count: Int { bits.nonzeroBitCount }

  /// Whether the set holds `name`.
  func contains(_ name: CommandSpec.Name) -> Bool { bits & Self.bit(name) != 0 }

  /// The commands in either set.
  func union(_ other: CommandSet) -> CommandSet { CommandSet(bits: bits | other.bits) }

  /// The commands of this set that `other` does not hold.
  func subtracting(_ other: CommandSet) -> CommandSet { CommandSet(bits: bits & ~other.bits) }

  /// Whether every command of this set is in `other`.
  func isSubset(of other: CommandSet) -> Bool { bits & ~other.bits == 0 }

  /// The commands, in the order `CommandSpec.Name` declares them.
  func makeIterator() -> IndexingIterator<[CommandSpec.Name]> {
    CommandSpec.Name.allCases.filter(contains).makeIterator()
  }

  /// The bit of `name`: its place among `CommandSpec.Name`'s cases.
  private static func bit(_ name: CommandSpec.Name) -> UInt32 {
    CommandSpec.Name.allCases.firstIndex(of: name).map { 1 << $0 } ?? 0
  }
}
