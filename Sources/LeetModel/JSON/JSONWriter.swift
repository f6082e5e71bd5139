import FoundationEssentials
import TermCore

/// JSON text of a `JSONValue`, written as Foundation's `JSONSerialization` writes it: keys in its
/// `.sortedKeys` order, `/` escaped as `\/`, whole numbers below 10^15 without a fraction, other
/// numbers as Swift prints them (without a trailing `.0`), non-finite numbers as null; `pretty` is its
/// `.prettyPrinted` layout (two spaces, `"key" : value`).
public enum JSONWriter {
  /// The UTF-8 JSON text of `value`.
  public static func data(_ value: JSONValue, pretty: Bool = false) -> Data {
    var text = ""
    write(value, into: &text, indent: pretty ? "" : nil)
    return Data(text.utf8)
  }

  /// Appends `value` to `text`; `indent` is the current line's indentation when pretty, else nil.
  private static func write(_ value: JSONValue, into text: inout String, indent: String?) {
    switch value {
    case .null: text += "null"
    case .bool(let b): text += b ? "true" : "false"
    case .number(let n): text += number(n)
    case .string(let s): writeString(s, into: &text)
    case .array(let items):
      writeList(items, open: "[", close: "]", into: &text, indent: indent) { item, text, inner in
        write(item, into: &text, indent: inner)
      }
    case .object(let members):
      let sorted = members.sorted { JSONKeyOrder.precedes($0.key, $1.key) }
      writeList(sorted, open: "{", close: "}", into: &text, indent: indent) { member, text, inner in
        writeString(member.key, into: &text)
        text += inner == nil ? ":" : " : "
        write(member.value, into: &text, indent: inner)
      }
    }
  }

  /// Appends `items` between `open` and `close`, each written by `each`, one a line when pretty
  /// (an empty list as JSONSerialization writes it then: its brackets around an empty line).
  private static func writeList<Item>(
    _ items: [Item], open: String, close: String, into text: inout String, indent: String?,
    each: (Item, inout String, String?) -> Void
  ) {
    text += open
    guard let indent else {
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        each(item, &text, nil)
      }
      return text += close
    }
    let inner = indent + "  "
    text += "\n"
    for (index, item) in items.enumerated() {
      if index > 0 { text += ",\n" }
      text += inner
      each(item, &text, inner)
    }
    text += "\n" + indent + close
  }

  /// A number as JSONSerialization writes the `foundationObject` of it.
  private static func number(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded() && abs(n) < 1e15 { return String(Int(clampingFinite: n) ?? 0) }
    let written = String(n)
    return written.hasSuffix(".0") ? String(written.dropLast(2)) : written
  }

  /// JSONSerialization's short escapes; other scalars below U+0020 are written `\u00XX`.
  private static let escapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{8}": "\\b", "\u{c}": "\\f", "\n": "\\n", "\r": "\\r",
    "\t": "\\t",
  ]

  /// Appends `string` quoted, with JSONSerialization's escapes.
  private static func writeString(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      if let escape = escapes[scalar] {
        text += escape
      } else if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
