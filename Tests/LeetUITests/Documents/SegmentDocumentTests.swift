import Foundation
import LeetText
import Testing

@testable import LeetModel
@testable import LeetUI

/// The Solutions, Comments and Submissions documents, from team-written snapshots.
@Suite struct SegmentDocumentTests {
  static let now = Date(timeIntervalSince1970: 1_764_000_000 + 3 * 86_400 + 600)

  /// Every span's text in a document, blocks flattened, one string per paragraph-ish block.
  static func texts(_ document: Document) -> [String] {
    document.flatMap { block -> [String] in
      switch block {
      case .paragraph(let spans), .heading(_, let spans): [spans.map(\.text).joined()]
      case .preformatted(let lines, _): lines.map { $0.map(\.text).joined() }
      case .list(_, _, let items): items.flatMap { texts($0) }
      case .quote(let blocks): texts(blocks).map { "> " + $0 }
      case .table(let rows, _): rows.map { $0.map { $0.map(\.text).joined() }.joined(separator: " | ") }
      case .rule: ["---"]
      }
    }
  }

  static func styles(_ document: Document) -> [(String, TextStyle)] {
    document.flatMap { block -> [(String, TextStyle)] in
      if case .paragraph(let spans) = block { return spans.map { ($0.text, $0.style) } }
      return []
    }
  }

  static let solutionsJSON = #"""
    {"fetchedAt":"2026-11-01T00:00:00Z",
     "list":{"data":{"ugcArticleSolutionArticles":{"totalNum":5,"pageInfo":{"hasNextPage":true},"edges":[
      {"node":{"title":"Greedy \u001b[31mtally","topicId":"11","canSee":true,"author":{"userName":"ada_l"},
       "hitCount":20311,"createdAt":"2026-03-02T10:15:00Z","reactions":[{"count":412,"reactionType":"UPVOTE"}],
       "tags":[{"name":"Python3","tagType":"LANGUAGE"},{"name":"Go","tagType":"LANGUAGE"},{"name":"Greedy","tagType":"TOPIC"}]}}]}}},
     "articles":{"11":{"data":{"ugcArticleSolutionArticle":{"title":"Greedy tally","author":{"userName":"ada_l"},
      "content":"Intro line.\n\n```cpp\nint a = 1;\n```\n\n```python3\na = 1\n```\n\n```go\na := 1\n```\n\nOutro."}}}},
     "editorial":{"data":{"question":{"solution":{"title":"Official take","content":"Read it **once**.","canSeeDetail":true,"paidOnly":false}}}}}
    """#

  @Test func solutionsListPutsTheEditorialFirstWithFacts() throws {
    let snapshot = try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8))
    let entries = SolutionsDocument.entries(snapshot)
    #expect(entries.map(\.id) == ["editorial", "11"])
    let lines = Self.texts(SolutionsDocument.list(snapshot))
    #expect(lines[0] == "★ Editorial: Official take\nLeetCode · official")
    #expect(lines.contains("Greedy tally\nada_l · ▲ 412 · 20.3K views · Python3, Go · 2026-03-02"))
    #expect(lines.last == "Showing 1 of 5 community solutions.")
    #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
  }

  @Test func unreadableEditorialIsNotAnEntryButIsMentioned() throws {
    let json = #"""
      {"list":{"data":{"ugcArticleSolutionArticles":{"totalNum":0,"edges":[]}}},
       "editorial":{"data":{"question":{"solution":{"content":null,"canSeeDetail":false,"paidOnly":true}}}}}
      """#
    let snapshot = try SolutionsSnapshot.decode(Data(json.utf8))
    #expect(SolutionsDocument.entries(snapshot).isEmpty)
    #expect(
      Self.texts(SolutionsDocument.list(snapshot)) == ["The official editorial needs LeetCode Premium."])
  }

  @Test func emptyListSaysSo() throws {
    let snapshot = try SolutionsSnapshot.decode(
      Data(#"{"list":{"data":{"ugcArticleSolutionArticles":{"totalNum":0,"edges":[]}}}}"#.utf8))
    #expect(Self.texts(SolutionsDocument.list(snapshot)) == ["No solutions yet for this problem."])
  }

  @Test func articleKeepsCodeOrderByDefault() throws {
    let snapshot = try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8))
    let article = try #require(snapshot.articles["11"])
    let document = SolutionsDocument.article(article)
    let languages = document.compactMap { block -> String? in
      if case .preformatted(_, let language) = block { return language }
      return nil
    }
    #expect(languages == ["cpp", "python3", "go"])
    let lines = Self.texts(document)
    #expect(lines[0] == "Greedy tally")
    #expect(lines[1] == "by ada_l")
    #expect(lines.first(where: { $0.hasPrefix("Intro") }) == "Intro line.")
  }

  @Test func articlePutsThePreferredLanguageFirst() throws {
    let snapshot = try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8))
    let article = try #require(snapshot.articles["11"])
    for (preferred, expected) in [
      ("python", ["python3", "cpp", "go"]), ("Go", ["go", "cpp", "python3"]),
      ("c++", ["cpp", "python3", "go"]), ("rust", ["cpp", "python3", "go"]),
    ] {
      let document = SolutionsDocument.article(article, preferredLanguage: preferred)
      let languages = document.compactMap { block -> String? in
        if case .preformatted(_, let language) = block { return language }
        return nil
      }
      #expect(languages == expected, "preferring \(preferred)")
      #expect(Self.texts(document).last == "Outro.")
    }
  }

  @Test func preferredLanguageInsideAListItem() {
    let code: (String) -> Block = { .preformatted(lines: [[Span($0)]], language: $0) }
    let document: Document = [.list(ordered: false, start: 1, items: [[code("java"), code("swift")]])]
    let reordered = CodeOrder.preferring("swift", in: document)
    #expect(Self.texts(reordered) == ["Swift", "swift", "Java", "java"])
  }

  @Test func eachBlockOfAGroupInSeveralLanguagesIsNamed() {
    let code: (String, String?) -> Block = { .preformatted(lines: [[Span($0)]], language: $1) }
    let group: Document = [code("func a()", "go"), code("fn a()", "rust"), .paragraph([Span("Then.")])]
    #expect(
      Self.texts(CodeOrder.preferring(nil, in: group)) == ["Go", "func a()", "Rust", "fn a()", "Then."])
    // One block, or one language, needs no name; nor does a block of no known language.
    let alone: Document = [code("x = 1", "python"), .paragraph([Span("And.")]), code("y", "python")]
    #expect(Self.texts(CodeOrder.preferring(nil, in: alone)) == ["x = 1", "And.", "y"])
    let unknown: Document = [code("[1,2]", "testcase"), code("int a;", "cpp")]
    #expect(Self.texts(CodeOrder.preferring(nil, in: unknown)) == ["[1,2]", "C++", "int a;"])
  }

  @Test func editorialArticleIsMarked() throws {
    let snapshot = try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8))
    let editorial = try #require(snapshot.readableEditorial)
    let lines = Self.texts(SolutionsDocument.article(editorial))
    #expect(lines[0] == "★ Editorial: Official take")
    #expect(lines.contains("Read it once."))
  }

  static let commentsJSON = #"""
    {"topic":{"data":{"questionDiscussionTopic":{"id":5,"topLevelCommentCount":4}}},
     "pages":[{"data":{"topicComments":{"totalNum":4,"data":[
      {"id":1,"pinned":true,"numChildren":2,"post":{"voteCount":30,"content":"Use a **set**.","creationDate":1764000000,"author":{"username":"kim\u0007"}}},
      {"id":2,"pinned":false,"numChildren":0,"post":{"voteCount":1,"content":"Nice","creationDate":1764259200,"author":{"username":"lee"}}}]}}}],
     "replies":{"1":{"data":{"commentReplies":[
      {"id":11,"post":{"voteCount":2,"content":"Or a *map*.","creationDate":1764100000,"author":{"username":"max"}}}]}}}}
    """#

  @Test func commentsShowAuthorVotesAgeBodyAndReplies() throws {
    let snapshot = try CommentsSnapshot.decode(Data(Self.commentsJSON.utf8))
    let lines = Self.texts(CommentsDocument.list(snapshot, now: Self.now))
    #expect(
      lines == [
        "📌 pinned · kim · ▲ 30 · 3 days ago", "Use a set.", "↳ 2 replies",
        "> max · ▲ 2 · 1 day ago", "> Or a map.",
        "lee · ▲ 1 · 10 minutes ago", "Nice",
        "Showing 2 of 4 comments.",
      ])
    let withoutReplies = Self.texts(CommentsDocument.list(snapshot, now: Self.now, withReplies: false))
    #expect(!withoutReplies.contains("> Or a map."))
  }

  @Test func threadShowsRepliesOrSaysThereAreNone() throws {
    let snapshot = try CommentsSnapshot.decode(Data(Self.commentsJSON.utf8))
    let first = snapshot.comments[0]
    #expect(
      Self.texts(CommentsDocument.thread(first, replies: snapshot.replies["1"], now: Self.now)).contains(
        "> Or a map."))
    #expect(
      Self.texts(CommentsDocument.thread(snapshot.comments[1], replies: [], now: Self.now)).last
        == "No replies.")
  }

  @Test func ages() {
    let base = Date(timeIntervalSince1970: 1_000_000_000)
    #expect(SegmentText.age(of: base, now: base + 5) == "just now")
    #expect(SegmentText.age(of: base, now: base + 60) == "1 minute ago")
    #expect(SegmentText.age(of: base, now: base + 7_200) == "2 hours ago")
    #expect(SegmentText.age(of: base, now: base + 86_400 * 3) == "3 days ago")
    #expect(SegmentText.age(of: base, now: base + 86_400 * 65) == "2 months ago")
    #expect(SegmentText.age(of: base, now: base + 86_400 * 800) == "2 years ago")
    #expect(SegmentText.count(999) == "999")
    #expect(SegmentText.count(20_311) == "20.3K")
    #expect(SegmentText.count(2_000_000) == "2M")
  }

  @Test func chineseLabels() throws {
    let zh = Words.chinese
    let solutions = try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8))
    let list = Self.texts(SolutionsDocument.list(solutions, words: zh))
    #expect(list[0] == "★ 官方题解：Official take\nLeetCode · 官方")
    #expect(list.contains { $0.contains("20.3K 次阅读") })
    #expect(list.last == "已显示 1 / 5 篇题解。")
    let comments = try CommentsSnapshot.decode(Data(Self.commentsJSON.utf8))
    let lines = Self.texts(CommentsDocument.list(comments, now: Self.now, words: zh))
    #expect(lines.prefix(3) == ["📌 置顶 · kim · ▲ 30 · 3 天前", "Use a set.", "↳ 2 条回复"])
    let signIn = Self.texts(SubmissionsDocument.signIn(host: "leetcode.cn", words: zh))
    #expect(signIn[0] == "查看提交记录需要先登录 leetcode.cn。")
    #expect(signIn[1].contains("LEETCODE_CSRFTOKEN"))
    #expect(SegmentText.age(of: Self.now, now: Self.now + 7_200, words: .chinese) == "2 小时前")
  }

  @Test func signInPageExplainsBothWays() {
    let text = Self.texts(SubmissionsDocument.signIn(host: "leetcode.cn")).joined(separator: "\n")
    #expect(text.contains("signed in to leetcode.cn"))
    #expect(text.contains("leetview login"))
    #expect(text.contains("LEETCODE_SESSION"))
    #expect(text.contains("LEETCODE_CSRFTOKEN"))
  }

  /// Issue 33: `leetview login` reads the browsers (pasting is its last resort, not the advice),
  /// and on leetcode.cn the command keeps `--site cn`, in either language.
  @Test func signInAdviceNamesTheSitesLoginAndNoPasting() {
    for words in [Words.english, Words.chinese] {
      let cn = Self.texts(SubmissionsDocument.signIn(host: "leetcode.cn", words: words)).joined()
      #expect(cn.contains("leetview login --site cn"), "\(cn)")
      let com = Self.texts(SubmissionsDocument.signIn(host: "leetcode.com", words: words)).joined()
      #expect(com.contains("leetview login") && !com.contains("--site"), "\(com)")
      #expect(!com.lowercased().contains("paste the") && !com.contains("粘贴已登录"), "\(com)")
    }
    #expect(
      StatusMessage.needsSession(login: SubmissionsDocument.loginCommand(host: "leetcode.cn"))
        .text(.english).contains("run `leetview login --site cn`"))
  }

  static let submissionsJSON = #"""
    {"list":{"data":{"questionSubmissionList":{"hasNext":true,"lastKey":"k1","submissions":[
     {"id":"21","statusDisplay":"Accepted","langName":"Python3","runtime":"52 ms","memory":"17.9 MB","timestamp":"1764000000"},
     {"id":"20","statusDisplay":"Time Limit Exceeded","langName":"Java","runtime":"N/A","memory":"N/A","timestamp":"1763990000"}]}}},
     "details":{"21":{"data":{"submissionDetails":{"code":"class Solution:\n\tdef f(self):\n\t\treturn 1\u001b]0;x\u0007\n",
      "runtimeDisplay":"52 ms","runtimePercentile":91.54,"memoryDisplay":"17.9 MB","memoryPercentile":40.2,
      "lang":{"name":"python3","verboseName":"Python3"}}}}}}
    """#

  @Test func submissionsListColoursStatus() throws {
    let snapshot = try SubmissionsSnapshot.decode(Data(Self.submissionsJSON.utf8))
    #expect(snapshot.lastKey == "k1")
    let document = SubmissionsDocument.list(snapshot, now: Self.now)
    #expect(
      Self.texts(document) == [
        "Accepted · Python3 · 52 ms · 17.9 MB · 3 days ago",
        "Time Limit Exceeded · Java · N/A · N/A · 3 days ago",
        "Showing the latest 2 submissions.",
      ])
    let styles = Self.styles(document)
    #expect(styles.first { $0.0 == "Accepted" }?.1.contains(.easy) == true)
    #expect(styles.first { $0.0 == "Time Limit Exceeded" }?.1.contains(.hard) == true)
  }

  @Test func listItemsForTheInterface() throws {
    let solutions = SolutionsDocument.items(try SolutionsSnapshot.decode(Data(Self.solutionsJSON.utf8)))
    #expect(solutions.map(\.id) == ["editorial", "11"])
    #expect(solutions.allSatisfy { $0.opens })
    let comments = CommentsDocument.items(
      try CommentsSnapshot.decode(Data(Self.commentsJSON.utf8)), now: Self.now)
    #expect(comments.map(\.id) == ["1", "2"])
    #expect(comments.map(\.opens) == [true, false])
    #expect(!Self.texts(comments[0].blocks).contains("> Or a map."))
    let submissions = SubmissionsDocument.items(
      try SubmissionsSnapshot.decode(Data(Self.submissionsJSON.utf8)), now: Self.now)
    #expect(submissions.map(\.id) == ["21", "20"])
  }

  @Test func neighboursSkipEntriesThatOpenNothing() {
    let items = ["a", "b", "c", "d"].map {
      SegmentListItem(id: $0, blocks: [], opens: $0 != "c")
    }
    #expect(SegmentListItem.neighbour(of: "b", step: 1, in: items) == "d")
    #expect(SegmentListItem.neighbour(of: "d", step: -1, in: items) == "b")
    #expect(SegmentListItem.neighbour(of: "a", step: -1, in: items) == nil)
    #expect(SegmentListItem.neighbour(of: "d", step: 1, in: items) == nil)
    #expect(SegmentListItem.neighbour(of: "zz", step: 1, in: items) == nil)
  }

  @Test func submissionDetailShowsFiguresAndCodeVerbatim() throws {
    let snapshot = try SubmissionsSnapshot.decode(Data(Self.submissionsJSON.utf8))
    let detail = try #require(snapshot.details["21"])
    let document = SubmissionsDocument.detail(detail, submission: snapshot.submissions[0], now: Self.now)
    #expect(
      Self.texts(document) == [
        "Accepted · Python3 · 3 days ago",
        "Runtime 52 ms, beats 91.5% · Memory 17.9 MB, beats 40.2%",
        "class Solution:", "    def f(self):", "        return 1",
      ])
    guard case .preformatted(_, let language) = document.last else {
      Issue.record("no code block")
      return
    }
    #expect(language == "python")
  }
}
