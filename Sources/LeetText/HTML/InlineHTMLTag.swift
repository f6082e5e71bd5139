/// One HTML tag as written in Markdown (`<sup>`, `</b>`, `<img src="..." alt="...">`).
struct InlineHTMLTag: Hashable {
  /// The lower-cased tag name.
  var name: String
  var closing: Bool
  var selfClosing: Bool
  /// Attribute values, entities decoded, by lower-cased name.
  var attributes: [String: String]
  /// The tag as written.
  var source: String

  /// Reads a whole tag; nil for comments, declarations and text that is not a tag.
  init?(_ literal: String) {
    let chars = Array(literal.unicodeScalars)
    guard chars.count >= 3, chars.first == "<", chars.last == ">" else { return nil }
    var i = 1
    closing = chars[i] == "/"
    if closing { i += 1 }
    var name = ""
    while i < chars.count,
      chars[i].properties.isAlphabetic || (!name.isEmpty && Self.isNameTail(chars[i]))
    {
      name.unicodeScalars.append(chars[i])
      i += 1
    }
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
    self.name = name.lowercased()
    source = literal
    selfClosing = chars.count >= 2 && chars[chars.count - 2] == "/"
    attributes = closing ? [:] : Self.attributes(chars[i..<(chars.count - 1)])
  }

  private static func isNameTail(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
  }

  private static func attributes(_ body: ArraySlice<Unicode.Scalar>) -> [String: String] {
    var result: [String: String] = [:]
    var chars = body
    func skipSpaces() {
      while let c = chars.first, c == " " || c == "\n" || c == "\t" { chars.removeFirst() }
    }
    while true {
      skipSpaces()
      var name = ""
      while let c = chars.first, c != "=", c != " ", c != "\n", c != "\t", c != "/", c != ">" {
        name.unicodeScalars.append(c)
        chars.removeFirst()
      }
      if name.isEmpty {
        if chars.isEmpty { break }
        chars.removeFirst()
        continue
      }
      skipSpaces()
      var value = ""
      if chars.first == "=" {
        chars.removeFirst()
        skipSpaces()
        if let quote = chars.first, quote == "\"" || quote == "'" {
          chars.removeFirst()
          while let c = chars.first, c != quote {
            value.unicodeScalars.append(c)
            chars.removeFirst()
          }
          if !chars.isEmpty { chars.removeFirst() }
        } else {
          while let c = chars.first, c != " ", c != "\n", c != "\t", c != ">" {
            value.unicodeScalars.append(c)
            chars.removeFirst()
          }
        }
      }
      result[name.lowercased()] = InlineHTMLEntities.decode(value)
    }
    return result
  }

  /// Tags that only style the text inside them.
  static let styles: [String: TextStyle] = [
    "b": .bold, "strong": .bold, "i": .italic, "em": .italic, "cite": .italic, "var": .italic,
    "dfn": .italic, "u": .underline, "ins": .underline, "s": .strikethrough,
    "del": .strikethrough, "strike": .strikethrough, "code": .code, "tt": .code, "kbd": .code,
    "samp": .code, "small": .dim, "mark": .bold,
  ]

  /// Tags an HTML block can hold and still be read here as paragraphs.
  static let simpleBlockNames: Set<String> = Set(styles.keys).union([
    "br", "p", "div", "center", "span", "font", "sup", "sub", "a", "img", "iframe", "hr",
    "section", "article", "details", "summary", "figure", "figcaption", "label", "abbr",
  ])

  /// Names of HTML elements; any other `<word>` is text (`vector<int>` in prose).
  static let knownNames: Set<String> = simpleBlockNames.union([
    "html", "head", "body", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
    "colgroup", "col", "ul", "ol", "li", "dl", "dt", "dd", "pre", "blockquote", "h1", "h2",
    "h3", "h4", "h5", "h6", "nav", "header", "footer", "main", "aside", "video", "audio",
    "source", "picture", "svg", "path", "script", "style", "noscript", "link", "meta",
    "input", "button", "form", "select", "option", "textarea", "object", "embed", "canvas",
    "math", "wbr", "q", "bdi", "bdo", "ruby", "rt", "rp", "time", "data", "meter", "progress",
    "output", "template", "slot", "map", "area", "track", "param", "address", "legend",
    "fieldset", "optgroup", "datalist", "dialog", "menu", "big",
  ])
}

/// Decodes the HTML entities met in Markdown's raw HTML.
enum InlineHTMLEntities {
  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ",
    "emsp": " ", "thinsp": " ", "ndash": "–", "mdash": "—", "hellip": "…", "le": "≤",
    "ge": "≥", "ne": "≠", "times": "×", "divide": "÷", "larr": "←", "rarr": "→", "uarr": "↑",
    "darr": "↓", "harr": "↔", "copy": "©", "reg": "®", "trade": "™", "deg": "°",
    "plusmn": "±", "middot": "·", "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’",
    "ldquo": "“", "rdquo": "”", "bull": "•", "infin": "∞", "sum": "∑", "minus": "−",
    "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "sup2": "²", "sup3": "³",
  ]

  /// `text` with `&name;`, `&#NN;` and `&#xHH;` decoded; unknown entities stay as written.
  static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semi = after.prefix(12).firstIndex(of: ";"),
        let decoded = entity(String(after[..<semi]))
      {
        out += decoded
        rest = after[after.index(after: semi)...]
      } else {
        out += "&"
        rest = after
      }
    }
    return out + rest
  }

  private static func entity(_ name: String) -> String? {
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value) else { return nil }
      return String(Character(scalar))
    }
    return named[name]
  }
}
