import LeetModel
import LeetText
import TermCore

/// Writes styled lines as text, with SGR styling when asked and no other control sequence.
public enum ANSIText {
  /// The lines joined by newlines; each styled run wrapped in SGR codes when `styled`.
  public static func render(_ lines: [StyledLine], theme: Theme, styled: Bool) -> String {
    var out = ""
    for line in lines {
      for span in line.spans {
        let text = TextSanitizer.clean(span.text)
        let style = theme.style(for: span.style)
        if styled, style != .plain, !text.isEmpty {
          out += "\u{1B}[" + sgr(style) + "m" + text + "\u{1B}[0m"
        } else {
          out += text
        }
      }
      if let picture = line.picture { out += pictureRow(picture, styled: styled) }
      while out.hasSuffix(" ") { out.removeLast() }
      out += "\n"
    }
    return out
  }

  /// The SGR parameters for `style`, such as `1;4;36`.
  public static func sgr(_ style: Style) -> String {
    var codes: [String] = []
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.italic) { codes.append("3") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if let fg = code(style.foreground, base: 30) { codes.append(fg) }
    if let bg = code(style.background, base: 40) { codes.append(bg) }
    return codes.isEmpty ? "0" : codes.joined(separator: ";")
  }

  static func code(_ color: Color, base: Int) -> String? {
    switch color {
    case .default: return nil
    case .ansi(let n): return n < 8 ? String(base + Int(n)) : String(base + 60 + Int(n - 8))
    case .indexed(let n): return "\(base + 8);5;\(n)"
    case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
    }
  }
}
