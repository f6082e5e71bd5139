import FoundationEssentials
import TermCore

/// The pictures a statement names: the `src` of each `<img>` in its HTML, as absolute URLs.
public enum PictureLinks {
  /// Absolute http(s) URLs of the `<img src>` in `html`, in order, without repeats; relative ones
  /// are resolved against `base`.
  public static func urls(inHTML html: String, base: URL? = nil) -> [URL] {
    var found: [URL] = []
    var rest = html[...]
    while let tag = rest.firstRange(of: /<img/.ignoresCase()) {
      let end = rest[tag.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      let attributes = rest[tag.upperBound..<end]
      rest = rest[end...]
      guard let value = source(in: attributes) else { continue }
      let text = value.replacing("&amp;", with: "&").trimmingWhitespace
      guard let url = resolve(text, base: base), !found.contains(url) else { continue }
      found.append(url)
    }
    return found
  }

  /// The absolute http(s) URL of a picture's address as a statement writes it (spaces and other
  /// characters a URL cannot hold percent-encoded, a relative one resolved against `base`); nil
  /// for any other scheme.
  public static func resolve(_ text: String, base: URL?) -> URL? {
    let encoded = PictureAddressEncoding.encoded(text)
    guard let url = URL(string: encoded, relativeTo: base)?.absoluteURL,
      let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http"
    else { return nil }
    return url
  }

  /// The value of the `src` attribute, quoted or not.
  static func source(in attributes: Substring) -> Substring? {
    guard let name = attributes.firstRange(of: /(^|\s)src\s*=\s*/.ignoresCase()) else { return nil }
    let start = attributes[name.upperBound...]
    guard let quote = start.first else { return nil }
    if quote == "\"" || quote == "'" {
      let body = start.dropFirst()
      return body.prefix { $0 != quote }
    }
    return start.prefix { !$0.isWhitespace }
  }
}
