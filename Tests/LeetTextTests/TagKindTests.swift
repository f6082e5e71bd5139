import Testing

@testable import LeetText

/// The sorted table of element names that `TagKind.of(_:)` bisects.
@Suite struct TagKindTests {
  /// The names are in strictly increasing order, so the bisection finds each one.
  @Test func namesAreSortedAndUnique() {
    let names = TagKind.named.map(\.name)
    #expect(zip(names, names.dropFirst()).allSatisfy { $0 < $1 })
    #expect(names.count == 100)
  }

  /// Every name in the table is found as its own kind; others are `.other`.
  @Test func everyNameIsFound() {
    for (name, kind) in TagKind.named {
      #expect(String(describing: TagKind.of(name)) == String(describing: kind), "\(name)")
    }
    for name in ["", "span", "zz", "0", "aa", "tbodyx", "H1"] {
      #expect(String(describing: TagKind.of(name)) == String(describing: TagKind.other), "\(name)")
    }
  }
}
