/// The config key of pictures: `"pictures": "auto"` (`auto`, `kitty`, `sixel`, `iterm`, `cells`,
/// `off`; the interface reads it).
extension ConfigFile.Contents {
  /// How statement pictures are drawn (`pictures`), as written; nil when absent or not a string.
  public var pictures: String? { raw["pictures"]?.string }
}
