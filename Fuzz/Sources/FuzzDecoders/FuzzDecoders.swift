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
    for language in Language.allCases {
      let page = ProblemPage(problem: problem, language: language)
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
  if let answer = try? JSONValue.parse(data) {
    checkContests(answer, now: now)
    checkHostileNumbers(answer, seed: count, now: now)
  }
  return 0
}

/// Numbers no answer can have: as JSON would carry them (±1e300, ±1.7e308, ±1e400 read as
/// absent, 31-digit integers, NaN and the infinities as strings), and as a `JSONValue` built in
/// code could hold them (NaN, ±inf).
let hostileNumbers: [JSONValue] =
  [
    "1e300", "-1e300", "1.7e308", "-1.7e308", "1e400", "-1e400", "1000000000000000000000000000000",
    "-1000000000000000000000000000000", #""NaN""#, #""-inf""#, #""Infinity""#, #""1e300""#, "1764000000",
  ].compactMap { try? JSONValue.parse(Data($0.utf8)) } + [
    .number(.nan), .number(.infinity), .number(-.infinity),
  ]

/// `value` with each of its numbers replaced by one of `hostileNumbers`, in turn from `seed`.
func withHostileNumbers(_ value: JSONValue, seed: inout Int) -> JSONValue {
  switch value {
  case .number:
    seed &+= 1
    return hostileNumbers[abs(seed % hostileNumbers.count)]
  case .array(let items): return .array(items.map { withHostileNumbers($0, seed: &seed) })
  case .object(let members): return .object(members.mapValues { withHostileNumbers($0, seed: &seed) })
  default: return value
  }
}

/// The answer with hostile numbers in place of its own, to every decoder again: nothing traps,
/// and what a cache keeps of it (its numbers bounded) shows the same.
func checkHostileNumbers(_ answer: JSONValue, seed: Int, now: Date) {
  var seed = seed
  let hostile = withHostileNumbers(answer, seed: &seed)
  checkContests(hostile, now: now)
  let snapshot = ProgressSnapshot(
    user: "fuzz", fetchedAt: now, solved: hostile, calendars: [hostile], contest: hostile)
  let progress = ProgressDecoder.decode(user: "fuzz", solved: hostile, calendars: [hostile], contest: hostile)
  guard snapshot.progress == progress else { fatalError("a bounded snapshot shows other progress") }
  checkProgress(snapshot.encoded(), now: now)
  // NaN and the infinities are written as null, as every writer of leetview writes them.
  let bytes = JSONWriter.data(hostile)
  if let comments = try? CommentsSnapshot.decode(bytes) {
    FuzzChecks.check(CommentsDocument.list(comments, now: now))
  }
  if let submissions = try? SubmissionsSnapshot.decode(bytes) {
    FuzzChecks.check(SubmissionsDocument.list(submissions, now: now))
  }
  if let solutions = try? SolutionsSnapshot.decode(bytes) {
    FuzzChecks.check(SolutionsDocument.list(solutions))
  }
}

/// The answer as a contest index, its times written out; what the cache keeps reads the same.
func checkContests(_ answer: JSONValue, now: Date) {
  let index = ContestAnswer.index(answer)
  let time = CollectionTime(timeZone: .gmt, now: now)
  for summary in index.sections.flatMap(\.summaries) {
    if let start = summary.startTime {
      FuzzChecks.checkClean(time.dateAndTime(start))
      _ = time.countdown(start: start, duration: summary.duration, words: Words.english.collections)
    }
  }
  guard ContestAnswer.index(answer.bounded(CollectionNumbers.bounds)) == index else {
    fatalError("a bounded contest answer shows other contests")
  }
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
        page, width: width, theme: Theme(usesColor: true), words: width == 24 ? .chinese : .english)
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
      template: template, language: language, frontendID: id, title: title, site: .com)
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
