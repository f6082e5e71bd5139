import FoundationEssentials

/// The config keys of export: `"exportDir": "~/leetcode-solutions"` and `"commitOnAccept": true`.
extension ConfigFile.Contents {
  /// The git repository accepted submissions are committed to after a submit (`exportDir`).
  public func exportFolder(home: String) -> String? {
    folder("exportDir", home: home)
  }

  /// Whether an accepted submit is committed to the export repository at once (`commitOnAccept`).
  public var commitsOnAccept: Bool { raw["commitOnAccept"]?.bool ?? false }
}
