import LeetModel
import Testing

@Suite struct ClosestSpellingTests {
  @Test func aTypoNamesTheNearestWord() {
    #expect(ClosestSpelling.of("--colour", among: ["--color", "--columns"]) == "--color")
    #expect(ClosestSpelling.of("pyhton3", among: ["python", "python3", "java"]) == "python3")
    #expect(ClosestSpelling.of("sumbit", among: ["sync", "submit", "stats"]) == "submit")
    #expect(ClosestSpelling.of("Java", among: ["java", "javascript"]) == "java")
  }

  @Test func farWordsAndKnownWordsNameNothing() {
    #expect(ClosestSpelling.of("--bogus", among: ["--color", "--offline"]) == nil)
    #expect(ClosestSpelling.of("xyz", among: ["sync"]) == nil)
    #expect(ClosestSpelling.of("sync", among: ["sync", "stats"]) == nil)
    #expect(ClosestSpelling.of("", among: ["a"]) == nil)
  }
}
