import Foundation
import LeetModel
import LeetTestSupport
import TermCore

@testable import LeetUI

/// The real 4,029-problem list of `../shared/corpus/problemset.jsonl`, for the browser's tests
/// at a real size (nil when the corpus is absent).
enum CorpusList {
  /// The list's items, decoded once.
  static let items: [ProblemListItem]? = {
    guard let lines = Corpus.lines("problemset.jsonl") else { return nil }
    let joined = Data("[".utf8) + Data(lines.joined(separator: Data(",".utf8))) + Data("]".utf8)
    return try? ProblemList.decode(joined).items
  }()

  /// The app's state over the whole list at `width`x`height`, with a few problems recently viewed.
  static func app(_ items: [ProblemListItem], width: Int, height: Int, recent: [String] = []) -> AppState {
    let browser = BrowserState(items: items, recent: recent)
    let settings = ProblemState.Settings(animated: false, language: .english, offline: true)
    return AppState(
      browser: browser, size: Size(width: width, height: height), settings: settings,
      theme: Theme(usesColor: true))
  }
}
