import Foundation
import Testing

/// Compares `text` with the stored snapshot `Snapshots/<name>.txt` beside the calling test file.
///
/// A missing snapshot is written and the test fails ("recorded"), so that a new baseline is
/// always looked at; `RECORD_SNAPSHOTS=1` rewrites every snapshot the run touches and fails each
/// of those tests too, as swift-argument-parser's `expectSnapshot` does: a recording run never
/// passes. A mismatch fails with a line diff (`-` stored, `+` actual).
public func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots")
  assertSnapshot(text, at: directory.appendingPathComponent(name + ".txt"), sourceLocation: sourceLocation)
}

/// Compares `text` with the stored snapshot at `url`, recording and failing as `assertSnapshot(_:named:)`.
public func assertSnapshot(
  _ text: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = url.deletingLastPathComponent()
  let name = url.deletingPathExtension().lastPathComponent
  let record =
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { $0 != "0" && !$0.isEmpty }
    ?? false
  let stored = try? String(contentsOf: url, encoding: .utf8)
  if record || stored == nil {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    let what = stored == nil ? "a new" : stored == text ? "an unchanged" : "a changed"
    Issue.record(
      "recorded \(what) snapshot \(name).txt; check it and run again without RECORD_SNAPSHOTS",
      sourceLocation: sourceLocation)
    return
  }
  guard let stored, stored != text else { return }
  let diff = lineDiff(from: stored, to: text)
  let message =
    "snapshot \(name).txt differs (- stored, + actual; RECORD_SNAPSHOTS=1 to accept):\n\(diff)"
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines that differ between two texts, marked `-` and `+`, with their line numbers.
public func lineDiff(from old: String, to new: String) -> String {
  let oldLines = old.components(separatedBy: "\n")
  let newLines = new.components(separatedBy: "\n")
  var out: [String] = []
  for change in newLines.difference(from: oldLines) {
    switch change {
    case .remove(let offset, let line, _): out.append("- \(offset + 1): \(line)")
    case .insert(let offset, let line, _): out.append("+ \(offset + 1): \(line)")
    }
  }
  return out.joined(separator: "\n")
}
