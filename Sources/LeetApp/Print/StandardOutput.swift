import FoundationEssentials
import TermCore

/// Text written to stdout.
public enum StandardOutput {
  /// Writes `text` as UTF-8.
  ///
  /// Through `Data(buffer:)`: `Data(text.utf8)` casts the UTF-8 view to a protocol at run time on
  /// its first call, a scan of every conformance that cost the print path about 0.22 M
  /// instructions.
  public static func write(_ text: String) {
    var text = text
    text.withUTF8 { _ = FileDescriptorIO.write(Data(buffer: $0), to: 1) }
  }
}
