/// Line numbers in a compiler's or a runtime's message, moved from the harness to the user's file:
/// `main.cpp:149:16:` becomes `9001.pair-sum.cpp:12:16:` when line 149 is the code's.
public struct HarnessLines: Sendable {
  /// The harness's file name (`main.py`, `Main.java`, ...).
  public var harnessFile: String
  /// The harness line (1-based) where the user's code starts, and how many lines it has.
  public var firstCodeLine: Int
  public var codeLines: Int
  /// The user's file name, and the line (1-based) in it where the code starts.
  public var userFile: String
  public var userFirstLine: Int

  /// The mapping for `code` placed in `source` (the harness), taken from `file` (the user's text).
  /// - Returns: nil when the code is not found in either.
  public init?(code: String, source: String, harnessFile: String, file: String, userFile: String) {
    guard !code.isEmpty, let inSource = source.firstRange(of: code), let inFile = file.firstRange(of: code)
    else {
      return nil
    }
    self.harnessFile = harnessFile
    firstCodeLine = source[..<inSource.lowerBound].count(where: { $0 == "\n" }) + 1
    codeLines = code.count(where: { $0 == "\n" }) + 1
    self.userFile = userFile
    userFirstLine = file[..<inFile.lowerBound].count(where: { $0 == "\n" }) + 1
  }

  /// `message` with each `<path/>harnessFile", line N` or `<path/>harnessFile:N` naming the
  /// user's file and line instead, when N is one of the code's lines.
  public func remap(_ message: String) -> String {
    let name = SearchPattern.literal(harnessFile)
    guard let pattern = SearchPattern.make(#"(?:[^\s"'(]*/)?"# + name + #"("?,? line |:)(\d+)"#) else {
      return message
    }
    var out = ""
    var last = message.startIndex
    for match in message.matches(of: pattern) {
      let whole = match.range
      guard let glue = match.output[1].range, let digits = match.output[2].range,
        let line = Int(message[digits])
      else { continue }
      guard line >= firstCodeLine, line < firstCodeLine + codeLines else { continue }
      out += message[last..<whole.lowerBound]
      out += userFile + message[glue] + String(userFirstLine + line - firstCodeLine)
      last = whole.upperBound
    }
    return out + message[last...]
  }
}
