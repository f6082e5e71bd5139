/// A word of the key map's tables, named by where it stands in them: `\.page.nextSegment`.
public typealias KeyWord = KeyPath<KeyMapWords, String> & Sendable

/// The key map's words: what each row of a help screen says its keys do, and the keys it names in
/// words, area by area; the key map's rows name them by `KeyWord`, so a row's words are in both tables.
public struct KeyMapWords: Sendable {
  /// What several screens' keys do alike.
  public var common: CommonKeyWords
  /// A problem's help.
  public var page: PageKeyWords
  /// The problem list's help.
  public var list: ListKeyWords
  /// The boxes that list their keys.
  public var boxes: BoxKeyWords
  /// A plan's, list's or contest's help, and the Progress screen's.
  public var screens: ScreenKeyWords
  /// The keys named in words.
  public var names: KeyNameWords
  /// A past submission's code: its diffs and restoring it.
  public var pastCode: PastCodeKeyWords

  /// The key map's words in English.
  static let english = KeyMapWords(
    common: .english, page: .english, list: .english, boxes: .english, screens: .english, names: .english,
    pastCode: .english)

  /// The key map's words in Chinese.
  static let chinese = KeyMapWords(
    common: .chinese, page: .chinese, list: .chinese, boxes: .chinese, screens: .chinese, names: .chinese,
    pastCode: .chinese)
}
