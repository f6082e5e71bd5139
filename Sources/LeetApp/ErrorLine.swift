import FoundationEssentials
import TermCore

/// The one `leetview: …` line on stderr that every failure and warning is told in.
public enum ErrorLine {
  /// Writes `leetview: message` to stderr, on one line.
  public static func print(_ message: String) {
    let line = TextSanitizer.clean(message)
    StandardStream.error("leetview: \(line)\n")
  }
}
