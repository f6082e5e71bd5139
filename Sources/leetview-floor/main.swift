import Foundation

/// The floor the print path is measured against: read one question file and JSON-decode it with
/// Foundation, nothing more.
guard CommandLine.arguments.count == 2,
  let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
else {
  FileHandle.standardError.write(Data("leetview-floor: usage: leetview-floor FILE.json\n".utf8))
  exit(1)
}
exit(object.isEmpty ? 1 : 0)
