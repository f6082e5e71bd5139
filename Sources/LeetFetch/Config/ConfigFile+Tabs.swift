import FoundationEssentials
import LeetModel

/// The tab bar choice kept in the config file: `"tabOrder": ["description", ...]` and
/// `"hiddenTabs": ["comments"]`, merged into the file's other keys.
extension ConfigFile {
  /// Saves the tab order and hidden tabs, keeping every other key (credentials included) and the
  /// file's 0600 mode.
  /// - Throws: `LoadError.configuration` when the existing file cannot be read (so nothing in it
  ///   is lost) or the new one cannot be written.
  public func storeTabs(order: [String], hidden: [String]) throws {
    try update(replacingUnreadable: false) { object in
      object["tabOrder"] = .array(order.map(JSONValue.string))
      object["hiddenTabs"] = .array(hidden.map(JSONValue.string))
    }
  }
}

extension ConfigFile.Contents {
  /// The saved tab order and hidden tabs (segment raw values); nil when none is saved.
  public var tabs: (order: [String], hidden: [String])? {
    guard let order = raw["tabOrder"]?.array else { return nil }
    let hidden = raw["hiddenTabs"]?.array ?? []
    return (order.compactMap(\.string), hidden.compactMap(\.string))
  }
}
