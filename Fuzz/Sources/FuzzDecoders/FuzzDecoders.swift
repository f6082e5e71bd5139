import Foundation
import FuzzChecks
import LeetModel
import LeetUI

/// libFuzzer entry: bytes as a response or cache file, given to every decoder; whatever decodes
/// is turned into its page and laid out, its names are checked against the rules for paths, and
/// a solution file is built from them (and from the bytes as names) and checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  _ = try? JSONValue.parse(data)
  let text = String(decoding: data, as: UTF8.self)
  checkNames(slug: text, id: text)
  checkSolutionFile(template: text, id: text, title: text)
  if let problem = try? ProblemDecoder.decode(data) {
    guard TitleSlug.validated(problem.titleSlug) != nil else {
      fatalError("a question decoded with a bad slug: \(problem.titleSlug.debugDescription)")
    }
    if let id = problem.frontendID, FrontendID.validated(id) == nil {
      fatalError("a question decoded with a bad frontend id: \(id.debugDescription)")
    }
    for snippet in problem.codeSnippets {
      checkSolutionFile(
        template: snippet.code, id: problem.frontendID ?? problem.titleSlug, title: problem.title)
    }
    for chinese in [false, true] {
      let page = ProblemPage(problem: problem, chinese: chinese)
      FuzzChecks.checkClean(page.titleLine)
      for line in page.headerLines(width: 40) { FuzzChecks.checkClean(line.text) }
      FuzzChecks.check(page.description)
    }
  }
  if let list = try? ProblemList.decode(data) {
    for item in list.items {
      _ = list.item(frontendID: item.frontendID)
      guard TitleSlug.validated(item.titleSlug) != nil, FrontendID.validated(item.frontendID) != nil else {
        fatalError("a list row decoded with a bad name: \(item.titleSlug.debugDescription)")
      }
      checkSolutionFile(template: item.title, id: item.frontendID, title: item.title)
    }
  }
  if let comments = try? CommentsSnapshot.decode(data) {
    FuzzChecks.check(CommentsDocument.list(comments, now: now))
  }
  if let solutions = try? SolutionsSnapshot.decode(data) {
    FuzzChecks.check(SolutionsDocument.list(solutions))
    for entry in SolutionsDocument.entries(solutions) {
      if let article = SolutionsDocument.article(entry, in: solutions) {
        FuzzChecks.check(SolutionsDocument.article(article))
      }
    }
  }
  if let submissions = try? SubmissionsSnapshot.decode(data) {
    FuzzChecks.check(SubmissionsDocument.list(submissions, now: now))
  }
  checkProgress(data, now: now)
  return 0
}

/// The bytes as a progress file, and as each progress answer of either site (leetcode.com's and
/// leetcode.cn's shapes), drawn as the Progress page: no control character reaches a cell.
func checkProgress(_ data: Data, now: Date) {
  var progresses: [UserProgress] = []
  if let snapshot = ProgressSnapshot.decode(data) { progresses.append(snapshot.progress) }
  if let answer = try? JSONValue.parse(data) {
    progresses.append(
      ProgressDecoder.decode(user: "fuzz", solved: answer, calendars: [answer], contest: answer))
    _ = ProgressDecoder.namesUser(answer)
  }
  for progress in progresses {
    let page = ProgressPage(progress: progress, host: "leetcode.cn", fetchedAt: now, now: now)
    for width in [24, 80] {
      let grid = ProgressSheet.render(
        page, width: width, theme: Theme(usesColor: true), words: Words.forChinese(width == 24))
      for row in grid.rowsText { FuzzChecks.checkClean(row) }
    }
  }
}

/// Traps when a name that passed validation could leave a folder or act on a terminal.
func checkNames(slug: String, id: String) {
  if let name = TitleSlug.validated(slug) {
    let text = name.rawValue
    if text.isEmpty || text.count > 200 || text.hasPrefix("-")
      || !text.utf8.allSatisfy({ $0 < 0x80 && ($0 == 0x2D || $0 == 0x5F || isalnum(Int32($0)) != 0) })
    {
      fatalError("a bad slug passed: \(text.debugDescription)")
    }
  }
  if let name = FrontendID.validated(id) {
    let text = name.rawValue
    if text.isEmpty || text.unicodeScalars.count > 40 || text.contains("/") || text.contains("\\")
      || text.contains("..") || text.first == " " || text.last == " "
      || text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      fatalError("a bad frontend id passed: \(text.debugDescription)")
    }
  }
}

/// Traps when the solution file built from these names has a header that is not one line per
/// line, or a control character other than the code's newlines and tabs.
func checkSolutionFile(template: String, id: String, title: String) {
  for language in SolutionLanguage.all.prefix(3) {
    let text = SolutionFile.text(
      template: template, language: language, frontendID: id, title: title, chinaSite: false)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let c = language.lineComment
    guard lines.count >= 7, lines[0].hasPrefix("\(c) @lc app=leetcode id="),
      lines[0].hasSuffix(" lang=\(language.slug)"), lines[1] == c, lines[2].hasPrefix("\(c) ["),
      lines[3] == c, lines[4].isEmpty, lines[5] == "\(c) @lc code=start"
    else { fatalError("the header is not one comment line per line: \(text.prefix(400).debugDescription)") }
    for scalar in text.unicodeScalars
    where (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) {
      fatalError("control character U+\(String(scalar.value, radix: 16)) in a solution file")
    }
    FuzzChecks.checkClean(String(lines[0]) + String(lines[2]))
  }
}
