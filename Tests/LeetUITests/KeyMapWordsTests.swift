import LeetModel
import Testing

@testable import LeetUI

/// Issue 35: the key map's rows hold no words of their own; every listed row names its words in
/// the tables, which have them in English and in Chinese.
@Suite struct KeyMapWordsTests {
  /// Whether `text` holds a Han character.
  static func hasHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  @Test func everyListedRowsHelpHasAChineseWordInTheChineseTable() {
    let listed = KeyMap.bindings.filter { $0.screen != .none }
    #expect(listed.count > 60)
    for row in listed {
      #expect(row.helpWord != nil, "\(row.keys)")
      #expect(!row.help.isEmpty && !Self.hasHan(row.help) || row.help == "English / 中文", "\(row.keys)")
      #expect(Self.hasHan(row.help(in: .chinese)), "\(row.keys): \(row.help(in: .chinese))")
    }
  }

  @Test func aRowWhoseKeysAreNamedInWordsNamesThemInEachLanguage() {
    let worded = KeyMap.bindings.filter {
      if case .word = $0.label { true } else { false }
    }
    #expect(worded.count == 7, "Space thrice (page, Progress, Notes), mouse twice, type, the tab editor's")
    for row in worded {
      #expect(!Self.hasHan(row.keys), "\(row.keys)")
      #expect(Self.hasHan(row.keys(in: .chinese)), "\(row.keys(in: .chinese))")
    }
    let named = KeyMap.bindings.filter { if case .names = $0.label { true } else { false } }
    #expect(named.allSatisfy { $0.keys(in: .chinese) == $0.keys }, "key names are the same in both")
  }

  @Test func aRowNoHelpListsSaysNothing() {
    let unlisted = KeyMap.rows(for: .none)
    #expect(!unlisted.isEmpty)
    #expect(unlisted.allSatisfy { $0.helpWord == nil && $0.help(in: .chinese).isEmpty })
  }
}
