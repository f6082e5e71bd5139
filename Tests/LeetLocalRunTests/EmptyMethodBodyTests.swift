import LeetLocalRun
import Testing

/// Telling an untouched template from a written solution, by the method's body.
@Suite struct EmptyMethodBodyTests {
  /// `f(a)` returning an integer.
  static let signature: LocalSignature? = HarnessIdentifier("f").map {
    .function(.init(name: $0, parameters: [.init(name: "a", type: .integer)], returns: .integer))
  }

  /// The line found empty in `code`, or nil.
  static func line(_ code: String, _ language: HarnessLanguage) throws -> Int? {
    try EmptyMethodBody.find(in: code, signature: #require(signature), language: language)?.line
  }

  @Test func pythonBodiesOfBlanksCommentsOrPassAreEmpty() throws {
    #expect(try Self.line("class Solution:\n    def f(self, a: int) -> int:\n        ", .python3) == 2)
    #expect(
      try Self.line("class Solution:\n    def f(self, a):\n        # later\n        pass\n", .python3) == 2)
    #expect(try Self.line("class Solution:\r\n    def f(self, a):\r\n        pass\r\n", .python3) == 2)
    #expect(
      try Self.line("class Solution:\n    def f(\n        self, a: List[int]\n    ) -> int:\n\n", .python3)
        == 2)
    #expect(try Self.line("class Solution:\n    def f(self, a): return a\n", .python3) == nil)
    #expect(try Self.line("class Solution:\n    def f(self, a):\n        return a\n", .python3) == nil)
    // The body ends where the indentation does; what follows is not the method's.
    #expect(
      try Self.line(
        "class Solution:\n    def f(self, a):\n        pass\n    def g(self): return 1\n", .python3) == 2)
    #expect(try Self.line("class Solution:\n    def g(self, a):\n        pass\n", .python3) == nil)
  }

  @Test func braceBodiesOfBlanksOrCommentsAreEmpty() throws {
    #expect(try Self.line("class Solution {\npublic:\n    int f(int a) {\n        \n    }\n};", .cpp) == 3)
    #expect(
      try Self.line("class Solution {\n    public int f(int a) {\n        // todo\n    }\n}", .java) == 2)
    #expect(try Self.line("var f = function(a) {\n    /* todo */\n};", .javascript) == 1)
    #expect(try Self.line("impl Solution {\n    pub fn f(a: i32) -> i32 {\n        \n    }\n}", .rust) == 2)
    #expect(try Self.line("class Solution {\n    public int f(int a) { return a; }\n}", .java) == nil)
    // A call before the definition is passed over.
    #expect(try Self.line("int g() { return f(1); }\nint f(int a) {\n}\n", .cpp) == 2)
    #expect(try Self.line("int g() { return f(1); }\nint f(int a) { return a; }\n", .cpp) == nil)
    #expect(try Self.line("class Solution {\n    public int g(int a) { return 1; }\n}", .java) == nil)
  }
}
