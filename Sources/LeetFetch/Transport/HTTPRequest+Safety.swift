extension HTTPRequest {
  /// Why the request must not be sent, or nil when it may be.
  ///
  /// A header name or value holding CR, LF or NUL (which would end the header and start another,
  /// cookies and all), or a name that is not a token. The message names the header, never its value.
  public var unsafeHeader: String? {
    for (name, value) in headers {
      let printable = name.unicodeScalars.filter { (0x21...0x7e).contains($0.value) }
      let shown = String(printable.map(Character.init).prefix(40))
      guard !name.isEmpty, name.unicodeScalars.allSatisfy({ Self.tokenCharacters.contains($0) }) else {
        return "a header name ('\(shown)') is not a plain word"
      }
      if value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
        return "the \(shown) header holds a line break or NUL"
      }
    }
    return nil
  }

  /// RFC 9110's `tchar`: what a header name is made of.
  private static let tokenCharacters = Set(
    "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)

  /// Throws when `unsafeHeader` has a reason.
  /// - Throws: `TransportError.refused`.
  public func checkHeaders() throws(TransportError) {
    if let reason = unsafeHeader {
      throw .refused(reason)
    }
  }
}
