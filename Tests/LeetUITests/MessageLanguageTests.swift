import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// Issue 20, item 4: a status message is a value, worded where it is shown.
///
/// So one set in English shows in Chinese after the language switch (Ctrl-G), in the help box and
/// the sync's line.
@Suite struct MessageLanguageTests {
  @Test func aPageMessageSetInEnglishIsWordedInChineseAfterTheSwitch() {
    var state = BrowserFixture.app(height: 70)
    state.type("lantern")
    state.press(.enter)
    state.press(.character("n"))
    #expect(state.problem?.message == .pressSlash)
    #expect(state.problem?.messageText == "Press / to search")
    // Worded when drawn: the same value reads in Chinese once the interface is.
    state.settings.language = .chinese
    state.problem?.settings.language = .chinese
    #expect(state.problem?.messageText == "按 / 搜索")
    state.press(.character("?"))
    #expect(state.problem?.message == nil, "the key cleared it from the status line")
    #expect(state.problem?.lastMessage == .pressSlash, "kept as a value, not as English text")
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("上一条消息：") && screen.contains("按 / 搜索"), "\(screen)")
    #expect(!screen.contains("Press / to search"), "\(screen)")
  }

  @Test func theListsMessageAndTheSyncLineFollowTheLanguage() {
    var state = ListRefreshTests.onBundledList()
    _ = reduce(&state, .start)
    #expect(state.syncStatus == .refreshingList)
    _ = reduce(&state, .tabsNotSaved("disk full"))
    #expect(state.messageText == "Could not save the tab bar: disk full")
    state.press(.control("g"))
    #expect(state.syncText == "正在刷新题目列表…")
    #expect(state.lastMessageText == "无法保存标签栏：disk full", "the reason is the runtime's, as given")
    state.press(.down)
    #expect(state.lastMessage == nil, "gone once a key came with nothing on screen")
    let status = AppView.render(state).snapshot(styles: false).split(separator: "\n").last ?? ""
    #expect(status.contains("正在刷新题目列表…"), "\(status)")
  }

  @Test func reportedTextIsShownAsGivenInEitherLanguage() {
    let message = StatusMessage.reported("sync: 3/10")
    #expect(message.text(.english) == "sync: 3/10")
    #expect(message.text(.chinese) == "sync: 3/10")
    #expect(StatusMessage.judgeEnded(.test, "✓ Accepted").text(.chinese) == "运行：✓ Accepted")
  }
}
