import Foundation

/// Where the shared LeetCode corpus and the repository live, for tests that read real data.
public enum Corpus {
  /// The repository root, found from this file's path.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared/corpus` beside the repository, or nil with the reason when it is absent.
  public static var directory: URL? {
    let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The message a test gives when it skips for want of the corpus.
  public static let absentMessage = "skipped: ../shared/corpus is absent beside the repository"

  /// The lines of a JSONL file in the corpus, or nil when the corpus is absent.
  public static func lines(_ name: String) -> [Data]? {
    guard let dir = directory,
      let data = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path)
    else { return nil }
    return data.split(separator: UInt8(ascii: "\n")).map { Data($0) }
  }

  /// The files of `recorded/`, or nil when the corpus is absent.
  public static func recorded() -> [URL]? {
    guard let dir = directory?.appendingPathComponent("recorded") else { return nil }
    return (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil))?
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
