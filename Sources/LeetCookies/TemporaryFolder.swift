import FoundationEssentials

/// The folder the private copies are made in, as Foundation's `NSTemporaryDirectory()` named it:
/// `$TMPDIR` (with a `/` after it) when set, else `/tmp/`.
enum TemporaryFolder {
  /// The folder's path, ending in `/`.
  static var path: String {
    guard let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty else { return "/tmp/" }
    return folder.hasSuffix("/") ? folder : folder + "/"
  }
}
