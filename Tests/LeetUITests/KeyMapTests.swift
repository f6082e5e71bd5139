import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The key map: one meaning per key and place, and help screens that list what dispatch does.
@Suite struct KeyMapTests {
  @Test func noKeyMeansTwoThingsInOnePlace() {
    var seen: [KeyContext: Set<Key>] = [:]
    var twice: [String] = []
    for binding in KeyMap.bindings {
      for action in binding.actions {
        if seen[action.context, default: []].insert(action.key).inserted == false {
          twice.append("\(action.key) in \(action.context)")
        }
      }
    }
    #expect(twice.isEmpty, "bound twice: \(twice)")
  }

  @Test func everyBoundKeyDispatchesItsCommand() {
    for binding in KeyMap.bindings {
      for action in binding.actions {
        #expect(KeyMap.command(for: action.key, in: action.context) == action.command)
      }
    }
  }

  @Test func theHelpScreensListTheirRowsInOrder() {
    let problem = KeyMap.rows(for: .problem).map(\.keys)
    #expect(problem.first == "Tab  l  →")
    #expect(problem.last == "q")
    #expect(problem.count == HelpOverlay.entries.count)
    let list = KeyMap.rows(for: .list)
    #expect(list.map(\.keys) == BrowserHelpView.entries.map(\.keys))
    #expect(list.first { $0.keys == "E" }?.chineseHelp == "编辑标签栏")
    #expect(KeyMap.rows(for: .none).allSatisfy { !$0.actions.isEmpty }, "unlisted rows act")
  }

  @Test func theAppKeysWorkOnTheListAndOnAnOpenProblem() {
    for key in ["s", "L", "E", "S"].map({ Key.character(Character($0)) }) {
      #expect(KeyMap.command(for: key, in: .list) != nil)
      #expect(KeyMap.command(for: key, in: .list) == KeyMap.command(for: key, in: .openProblem))
    }
  }

  @Test func anUnboundKeyIsNil() {
    #expect(KeyMap.command(for: .character("z"), in: .page) == nil)
    #expect(KeyMap.command(for: .character("j"), in: .filter) == nil, "characters are typed")
  }
}

/// The tab bar editor's keys come from the key map too.
@Suite struct TabEditorKeysTests {
  @Test func theEditorsKeyLinesAreThoseItAlwaysShowed() {
    #expect(
      TabEditorView.helpLines(chinese: false)
        == ["j/k select  J/K move", "Space show/hide", "Enter save  Esc cancel"])
    #expect(
      TabEditorView.helpLines(chinese: true) == ["j/k 选择  J/K 移动", "空格 显示/隐藏", "Enter 保存  Esc 取消"])
  }

  @Test func theEditorDispatchesThroughTheMap() {
    var editor = TabEditor(order: Segment.allCases, hidden: [])
    #expect(editor.handle(.character("j")) == .editing)
    #expect(editor.handle(.character("J")) == .editing)
    #expect(editor.order == [.description, .solutions, .comments, .submissions, .code])
    #expect(editor.handle(.character(" ")) == .editing)
    #expect(editor.hidden == [.comments])
    #expect(editor.handle(.character("E")) == .cancel)
    #expect(editor.handle(.enter) == .save)
  }
}
