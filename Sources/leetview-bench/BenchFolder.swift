import Foundation

/// A private temporary folder for a benchmark's files, removed when the benchmark ends.
enum BenchFolder {
  /// Runs `body` with a new temporary folder and removes it after; no figures when none can be made.
  static func with(_ body: (URL) -> [Figure]) -> [Figure] {
    guard
      let root = try? FileManager.default.url(
        for: .itemReplacementDirectory, in: .userDomainMask,
        appropriateFor: FileManager.default.temporaryDirectory, create: true)
    else { return [] }
    defer { try? FileManager.default.removeItem(at: root) }
    return body(root)
  }
}
