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
}
