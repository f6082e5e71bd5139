import Foundation
import Testing

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

  /// Whether `../shared/corpus` is there: the condition of every corpus test's `.enabled(if:)`.
  public static var isPresent: Bool { directory != nil }

  /// The reason a corpus test is skipped when the corpus is absent.
  public static let absentReason: Comment = "../shared/corpus is absent beside the repository"

  /// The lines of a JSONL file in the corpus, or nil when the corpus is absent.
  public static func lines(_ name: String) -> [Data]? {
    guard let dir = directory,
      let data = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path)
    else { return nil }
    return data.split(separator: UInt8(ascii: "\n")).map { Data($0) }
  }

  /// The files of `recorded/` (not its folders, such as `live-2026/`), or nil when the corpus is
  /// absent.
  public static func recorded() -> [URL]? {
    guard let dir = directory?.appendingPathComponent("recorded") else { return nil }
    return (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil))?
      .filter {
        !$0.hasDirectoryPath && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
      }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The bytes of `recorded/<name>` (`live-2026/...` for the newest), raw as recorded.
  /// - Throws: `CorpusError.missing` when the corpus or the file is absent.
  public static func recordedFile(_ name: String) throws -> Data {
    guard let dir = directory,
      let data = FileManager.default.contents(atPath: dir.appendingPathComponent("recorded/\(name)").path)
    else { throw CorpusError.missing("recorded/\(name)") }
    return data
  }
}
