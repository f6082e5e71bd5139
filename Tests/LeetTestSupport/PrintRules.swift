/// The contract's print rules that tests of laid-out text and the fuzzers (FuzzChecks links this file) share.
public enum PrintRules {
  /// Whether `line` holds only a URL (indented or not, in a `<pre>` behind its continuation
  /// mark): the one line allowed to be wider than the width, since a URL is never split.
  public static func isLoneURL(_ line: some StringProtocol) -> Bool {
    var body = line.drop { $0 == " " }
    if body.hasPrefix("↪") { body = body.dropFirst().drop { $0 == " " } }
    return body.contains("://") && !body.contains(" ")
  }
}
