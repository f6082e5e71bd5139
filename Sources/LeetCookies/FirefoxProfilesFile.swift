import LeetCookiesClient
import TermCore

/// The profiles `profiles.ini` names: each `[Profile…]` section's `Name`, `Path` and `IsRelative`.
struct FirefoxProfilesFile: Equatable {
  /// One profile entry.
  struct Entry: Equatable {
    var name: String?
    var path: String
    var isRelative: Bool
  }

  var entries: [Entry] = []

  /// Reads the text of a `profiles.ini`; lines it does not understand are ignored.
  init(text: String) {
    var section = ""
    var fields: [String: String] = [:]
    func finish() {
      guard section.hasPrefix("Profile"), let path = fields["Path"], !path.isEmpty else { return }
      entries.append(Entry(name: fields["Name"], path: path, isRelative: fields["IsRelative"] != "0"))
    }
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = raw.trimmingWhitespace
      if line.hasPrefix("["), line.hasSuffix("]") {
        finish()
        section = String(line.dropFirst().dropLast())
        fields = [:]
      } else if let equals = line.firstIndex(of: "=") {
        let key = line[..<equals].trimmingWhitespace
        fields[key] = line[line.index(after: equals)...].trimmingWhitespace
      }
    }
    finish()
  }
}
