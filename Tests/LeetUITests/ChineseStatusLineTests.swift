import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// With the interface in Chinese, a problem's status line is in Chinese, as the list's is.
@Suite struct ChineseStatusLineTests {
  static func status(_ state: ProblemState) -> String { ProblemView.render(state).rowsText.last ?? "" }

  @Test func positionSourceAndHintsAreChinese() {
    for (width, height) in [(80, 24), (40, 12)] {
      let state = Fixture.state(width: width, height: height, animated: false, language: .chinese)
      let row = Self.status(state)
      assertSnapshot(row + "\n", named: "status-chinese-\(width)")
      #expect(row.contains("第 1-"), "\(row)")
      for english in ["line", "of", "help", "quit", "bundled", "segments"] {
        #expect(!row.split(separator: " ").contains(Substring(english)), "\(english) in \(row)")
      }
    }
    let wide = Self.status(Fixture.state(width: 80, height: 24, animated: false, language: .chinese))
    for chinese in ["· 内置", "? 帮助", "q 退出", "/ 搜索", "Tab 切换"] {
      #expect(wide.contains(chinese), "\(wide)")
    }
  }

  @Test func sourcesOfEveryAgeAndOffline() {
    let words = Words.chinese
    #expect(words.statusLine.source("live") == "在线")
    #expect(words.statusLine.source("cached today") == "今天缓存")
    #expect(words.statusLine.source("cached 1 day ago") == "1 天前缓存")
    #expect(words.statusLine.source("cached 12 days ago") == "12 天前缓存")
    #expect(Words.english.statusLine.source("cached 12 days ago") == "cached 12 days ago")
    var settings = ProblemState.Settings(language: .chinese, offline: true)
    settings.tabs = Segment.allCases
    let state = ProblemState(
      page: ProblemPage(problem: Fixture.problem, language: .chinese), sourceLabel: "cached 3 days ago",
      size: Size(width: 80, height: 24),
      settings: settings, theme: Theme(usesColor: true))
    let row = Self.status(state)
    #expect(row.contains("3 天前缓存 · 离线"), "\(row)")
  }

  @Test func searchMessagesAndSegmentHintsAreChinese() {
    var state = Fixture.state(width: 80, height: 24, animated: false, language: .chinese)
    _ = reduce(&state, .key(.character("n")))
    #expect(Self.status(state).contains("按 / 搜索"), "\(Self.status(state))")
    _ = reduce(&state, .key(.character("/")))
    #expect(Self.status(state).contains("Enter 查找  Esc 取消"), "\(Self.status(state))")
    for character in "zzz" { _ = reduce(&state, .key(.character(character))) }
    _ = reduce(&state, .key(.enter))
    #expect(Self.status(state).contains("没有找到“zzz”"), "\(Self.status(state))")
    var list = SegmentFixture.loaded(.comments(SegmentFixture.comments()), on: .comments)
    list.settings.language = .chinese
    let row = Self.status(list)
    #expect(row.contains("Enter 打开") && row.contains("j/k 选择") && row.contains("· 在线"), "\(row)")
  }
}
