import LeetLocalRun
import Testing

/// metaData's type spellings read as types, and unknown ones named.
@Suite struct LocalTypeTests {
  @Test func bothListSpellingsAndNestingAreRead() throws {
    #expect(try LocalType.parse("integer[]") == .list(.integer, .array))
    #expect(try LocalType.parse("list<integer>") == .list(.integer, .list))
    #expect(try LocalType.parse("list<list<String>>") == .list(.list(.string, .list), .list))
    #expect(try LocalType.parse("character[][]") == .list(.list(.character, .array), .array))
    #expect(try LocalType.parse("ListNode") == .listNode)
    #expect(try LocalType.parse("TreeNode") == .treeNode)
    #expect(try LocalType.parse("long") == .long)
    #expect(try LocalType.parse("double") == .double)
    #expect(try LocalType.parse("boolean") == .boolean)
  }

  @Test func anUnknownTypeIsNamed() {
    #expect(throws: LocalType.Unknown(spelling: "NaryNode")) { try LocalType.parse("NaryNode") }
    #expect(throws: LocalType.Unknown(spelling: "Node")) { try LocalType.parse("list<Node>") }
  }

  @Test func longAndDeepSpellingsAreRefusedAsUnknownTypes() {
    // Each used to be sliced again at every level: 40 KB took 15 s, 400 KB did not end.
    let long = String(repeating: "list<", count: 80_000) + "integer" + String(repeating: ">", count: 80_000)
    #expect(throws: LocalType.Unknown.self) { try LocalType.parse(long) }
    #expect(throws: LocalType.Unknown.self) {
      try LocalType.parse("integer" + String(repeating: "[]", count: 200_000))
    }
    #expect(throws: LocalType.Unknown.self) { try LocalType.parse(String(repeating: "x", count: 400_000)) }
    let deep = "integer" + String(repeating: "[]", count: LocalType.maximumDepth + 1)
    #expect(throws: LocalType.Unknown.self) { try LocalType.parse(deep) }
    #expect(throws: Never.self) {
      try LocalType.parse("integer" + String(repeating: "[]", count: LocalType.maximumDepth))
    }
    // The name in the message is cut.
    do {
      _ = try LocalType.parse(long)
    } catch {
      #expect(error.spelling.count == 61)
    }
  }
}
