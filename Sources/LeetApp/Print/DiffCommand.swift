import LeetFetch
import LeetUI

/// `leetview diff ID1 ID2`: the two submissions' code as a unified diff (side by side when the
/// width allows), each headed by its problem, language, verdict and date; printed always, styled
/// as `--color` says.
extension AppContext {
  /// Prints the diff of submission `old` into submission `new`.
  /// - Throws: `LoadError` when either is not cached offline, signed out, or unknown to LeetCode.
  func runDiff(_ old: String, _ new: String) throws -> Int32 {
    let segments = SegmentService(problems: service)
    let first = DiffSide(id: old, record: try segments.submission(id: old).record)
    let second = DiffSide(id: new, record: try segments.submission(id: new).record)
    let lines = DiffScreen(old: first, new: second, words: words.pastCode).lines(
      width: printWidth, words: words)
    let styling = printStyling
    StandardOutput.write(
      ANSIText.render(lines, theme: Theme(usesColor: styling.colors), styled: styling.styled))
    warnIfNotKept()
    return 0
  }
}
