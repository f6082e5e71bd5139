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
    #expect(list.first { $0.keys == "Ctrl-E" }?.help(in: .chinese) == "编辑标签栏")
    #expect(KeyMap.rows(for: .none).allSatisfy { !$0.actions.isEmpty }, "unlisted rows act")
  }

  @Test func everyKeyOfTheProgressScreenAndOfACollectionIsListedInItsHelp() {
    let screens: [(KeyContext, KeyBinding.HelpScreen)] = [(.progress, .progress), (.collection, .collection)]
    for (context, screen) in screens {
      let acting = KeyMap.bindings.flatMap(\.actions).filter { $0.context == context }
      let listed = KeyMap.rows(for: screen).flatMap(\.actions).filter { $0.context == context }
      #expect(!acting.isEmpty)
      #expect(acting.count == listed.count, "\(screen): every key that acts is in its help")
      #expect(KeyMap.command(for: .character("?"), in: context) == .showHelp)
      #expect(KeyMap.command(for: .function(1), in: context) == .showHelp)
    }
  }

  @Test func theAppKeysAreTheSameOnTheListAndOnAnOpenProblem() {
    for key in ["t", "g", "e", "r"].map({ Key.control(Character($0)) }) {
      #expect(KeyMap.command(for: key, in: .list) != nil)
      #expect(KeyMap.command(for: key, in: .list) == KeyMap.command(for: key, in: .openProblem))
    }
  }

  /// Issue 14, item 1: no letter, digit or sign is a command in the list but `?` (help, on an
  /// empty filter) and `/` (nothing, on an empty filter): typing types.
  @Test func noPrintableKeyIsACommandInTheList() {
    let printable = (32...126).compactMap { Unicode.Scalar($0).map { Key.character(Character($0)) } }
    let commands = printable.filter { KeyMap.command(for: $0, in: .list) != nil }
    #expect(commands == [.character("/"), .character("?")])
    #expect(KeyMap.command(for: .character("j"), in: .list) == nil, "characters are typed")
  }

  /// Issue 14, item 13: every key of a screen is listed by that screen's help.
  @Test func everyKeyIsListedByTheHelpOfItsScreen() {
    for binding in KeyMap.bindings {
      for action in binding.actions {
        switch action.context {
        case .page, .segmentList, .segmentEntry, .openProblem:
          #expect(binding.screen == .problem, "\(action.key) in \(action.context): \(binding.keys)")
        case .list:
          #expect(binding.screen == .list, "\(action.key) in the list: \(binding.keys)")
        default:
          break
        }
      }
    }
  }

  @Test func anUnboundKeyIsNil() {
    #expect(KeyMap.command(for: .character("z"), in: .page) == nil)
  }
}

/// The tab bar editor's keys come from the key map too.
@Suite struct TabEditorKeysTests {
  @Test func theEditorsKeyLinesAreThoseItAlwaysShowed() {
    #expect(
      TabEditorView.helpLines(.english)
        == ["j/k select  J/K move", "Space show/hide", "Enter save  Esc cancel"])
    #expect(
      TabEditorView.helpLines(.chinese) == ["j/k 选择  J/K 移动", "空格 显示/隐藏", "Enter 保存  Esc 取消"])
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
