/// The known word a mistyped one was most likely meant to be, for "did you mean …?" lines.
public enum ClosestSpelling {
  /// The word of `candidates` within a small edit distance of `typed` (1 up to four letters, 2
  /// beyond, letter case aside), the nearest first in `candidates`' order; nil when none is that
  /// near or `typed` is one of them.
  public static func of(_ typed: String, among candidates: [String]) -> String? {
    let word = Array(typed.lowercased().utf8)
    let limit = word.count <= 4 ? 1 : 2
    guard !typed.isEmpty, !candidates.contains(typed) else { return nil }
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = ProblemSearch.editDistance(word, Array(candidate.lowercased().utf8), limit: limit)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.word
  }
}
