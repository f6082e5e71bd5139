import Foundation
import FuzzChecks
import LeetDocuments
import LeetModel

/// libFuzzer entry: bytes as a response or cache file, given to every decoder; whatever decodes
/// is turned into its page and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  _ = try? JSONValue.parse(data)
  if let problem = try? ProblemDecoder.decode(data) {
    for chinese in [false, true] {
      let page = ProblemPage(problem: problem, chinese: chinese)
      FuzzChecks.checkClean(page.titleLine)
      for line in page.headerLines(width: 40) { FuzzChecks.checkClean(line.text) }
      FuzzChecks.check(page.description)
    }
  }
  if let list = try? ProblemList.decode(data) {
    for item in list.items { _ = list.item(frontendID: item.frontendID) }
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
  return 0
}
