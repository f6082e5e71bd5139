import LeetModel
import LeetText
import TermCore

/// Maps the meaning of text (`TextStyle`) to how it looks (`Style`).
public struct Theme: Sendable {
  /// Whether colours may be used; attributes stay either way.
  public var usesColor: Bool
  /// The characters used for the interface's own marks (underline, borders, arrows).
  public var glyphs: Glyphs = .unicode

  public init(usesColor: Bool) { self.usesColor = usesColor }

  public init(usesColor: Bool, glyphs: Glyphs) {
    self.usesColor = usesColor
    self.glyphs = glyphs
  }

  /// The look of text with meaning `textStyle`.
  public func style(for textStyle: TextStyle) -> Style {
    var style = Style()
    if textStyle.isEmpty { return style }
    if textStyle.contains(.bold) || textStyle.contains(.heading) { style.attributes.insert(.bold) }
    if textStyle.contains(.italic) { style.attributes.insert(.italic) }
    if textStyle.contains(.underline) || textStyle.contains(.link) { style.attributes.insert(.underline) }
    if textStyle.contains(.dim) || textStyle.contains(.comment) { style.attributes.insert(.dim) }
    if textStyle.contains(.currentMatch) || (!usesColor && textStyle.contains(.match)) {
      style.attributes.insert(.reverse)
    }
    guard usesColor else { return style }
    if textStyle.contains(.code) || textStyle.contains(.preformatted) { style.foreground = .cyan }
    if textStyle.contains(.heading) { style.foreground = .magenta }
    if textStyle.contains(.link) { style.foreground = .blue }
    if textStyle.contains(.keyword) { style.foreground = .magenta }
    if textStyle.contains(.string) { style.foreground = .green }
    if textStyle.contains(.number) { style.foreground = .yellow }
    if textStyle.contains(.comment) { style.foreground = .brightBlack }
    if textStyle.contains(.notice) { style.foreground = .yellow }
    if textStyle.contains(.easy) { style.foreground = .green }
    if textStyle.contains(.medium) { style.foreground = .yellow }
    if textStyle.contains(.hard) { style.foreground = .red }
    if textStyle.contains(.match) && !textStyle.contains(.currentMatch) {
      style.background = .yellow
      style.foreground = .black
    }
    return style
  }
}
