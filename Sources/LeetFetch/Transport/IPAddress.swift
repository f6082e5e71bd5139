/// An IPv4 or IPv6 address, read only from its plain text forms: never the octal, hex, shortened
/// or integer forms some resolvers also accept (`0127.0.0.1` is 87.0.0.1 to libcurl).
public enum IPAddress: Hashable, Sendable {
  /// Four bytes.
  case v4([UInt8])
  /// Sixteen bytes.
  case v6([UInt8])

  /// Reads `text` as a dotted quad (`127.0.0.1`: four decimal numbers 0...255 without leading
  /// zeros) or an IPv6 address with or without brackets (`::1`, `[fe80::1]`; no zone).
  public init?(_ text: String) {
    var inner = Substring(text)
    if inner.hasPrefix("[") && inner.hasSuffix("]") { inner = inner.dropFirst().dropLast() }
    if let bytes = Self.quad(inner) {
      self = .v4(bytes)
    } else if inner.contains(":"), let bytes = Self.sixteen(inner) {
      self = .v6(bytes)
    } else {
      return nil
    }
  }

  /// The address built from raw bytes: 4 for IPv4, 16 for IPv6.
  public init?(bytes: [UInt8]) {
    switch bytes.count {
    case 4: self = .v4(bytes)
    case 16: self = .v6(bytes)
    default: return nil
    }
  }

  /// The address as a URL writes it: `127.0.0.1`, `[2001:db8::1]` (RFC 5952's short form).
  public var urlText: String {
    switch self {
    case .v4(let bytes): return bytes.map(String.init).joined(separator: ".")
    case .v6(let bytes): return "[" + Self.shortForm(bytes) + "]"
    }
  }

  /// Whether this is this machine: 127.0.0.0/8 or `::1` (not the v4-mapped `::ffff:127.0.0.1`).
  public var isLoopback: Bool {
    switch self {
    case .v4(let bytes): return bytes.first == 127
    case .v6(let bytes): return bytes == [UInt8](repeating: 0, count: 15) + [1]
    }
  }

  /// Four decimal numbers 0...255 separated by dots, none with a leading zero.
  static func quad(_ text: Substring) -> [UInt8]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var bytes: [UInt8] = []
    for part in parts {
      guard (1...3).contains(part.count), part.allSatisfy({ ("0"..."9").contains($0) }),
        part == "0" || part.first != "0", let value = UInt8(part)
      else { return nil }
      bytes.append(value)
    }
    return bytes
  }

  /// An IPv6 address: groups of 1 to 4 hex digits, at most one `::`, a dotted quad allowed last.
  static func sixteen(_ text: Substring) -> [UInt8]? {
    guard text.count <= 45 else { return nil }
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2 else { return nil }
    guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
    guard halves.count == 2 else { return head.count == 16 ? head : nil }
    guard let tail = groups(halves[1], last: true), head.count + tail.count <= 14 else {
      return nil
    }
    return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
  }

  /// The bytes of `text`'s colon-separated groups; `last` allows a dotted quad as the final one.
  private static func groups(_ text: String, last: Bool) -> [UInt8]? {
    if text.isEmpty { return [] }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    var bytes: [UInt8] = []
    for (index, part) in parts.enumerated() {
      if last, index == parts.count - 1, part.contains(".") {
        guard let quad = quad(part) else { return nil }
        bytes += quad
        continue
      }
      guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), let value = UInt16(part, radix: 16)
      else { return nil }
      bytes += [UInt8(value >> 8), UInt8(value & 0xff)]
    }
    return bytes.count <= 16 ? bytes : nil
  }

  /// RFC 5952: lowercase hex, no leading zeros, the longest run of two or more zero groups as `::`.
  private static func shortForm(_ bytes: [UInt8]) -> String {
    let groups = stride(from: 0, to: 16, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
    var best: Range<Int>? = nil
    var index = 0
    while index < groups.count {
      guard groups[index] == 0 else {
        index += 1
        continue
      }
      var end = index
      while end < groups.count, groups[end] == 0 { end += 1 }
      if end - index >= 2, end - index > (best?.count ?? 0) { best = index..<end }
      index = end
    }
    let hex = groups.map { String($0, radix: 16) }
    guard let best else { return hex.joined(separator: ":") }
    return hex[..<best.lowerBound].joined(separator: ":") + "::"
      + hex[best.upperBound...].joined(separator: ":")
  }
}
