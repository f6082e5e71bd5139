/// A URL's host read strictly, so that the host checked is the host connected to: an IP address in
/// its plain form, or a DNS name that no resolver can read as a number.
public enum URLHost: Hashable, Sendable {
  /// An IP literal (`127.0.0.1`, `[::1]`).
  case address(IPAddress)
  /// A DNS name, lowercased, without a trailing dot.
  case name(String)

  /// The longest DNS name.
  static let maximumNameLength = 253

  /// Reads `text`: a dotted quad without leading zeros, an IPv6 address (bracketed or not), or a
  /// name of ASCII letters, digits, `-` and `_` in dot-separated labels whose last label starts
  /// with a letter (so `0x7f.1`, `2130706433` and `127.1` are refused, not resolved to 127.0.0.1).
  public init?(_ text: String) {
    if let address = IPAddress(text) {
      self = .address(address)
      return
    }
    let name = text.lowercased()
    guard (1...Self.maximumNameLength).contains(name.utf8.count) else { return nil }
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    for label in labels {
      guard (1...63).contains(label.utf8.count), label.first != "-", label.last != "-",
        label.unicodeScalars.allSatisfy({ Self.nameCharacters.contains($0) })
      else { return nil }
    }
    guard let last = labels.last?.unicodeScalars.first, ("a"..."z").contains(last) else { return nil }
    self = .name(name)
  }

  private static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-_".unicodeScalars)

  /// The host as a URL writes it.
  public var urlText: String {
    switch self {
    case .address(let address): address.urlText
    case .name(let name): name
    }
  }

  /// Whether the host is this machine: `localhost`, 127.0.0.0/8 or `::1`.
  public var isLoopback: Bool {
    switch self {
    case .address(let address): address.isLoopback
    case .name(let name): name == "localhost"
    }
  }

  /// Whether the host may be on the public internet: a public address, or a name that is not
  /// `localhost`, under `.localhost`, `.local`, `.internal`, `.lan`, `.home.arpa`, nor a single
  /// label (which a resolver's search list turns into a local name).
  ///
  /// A name's addresses are checked again when it is resolved (`HTTPRequest.publicAddressesOnly`).
  public var mayBePublic: Bool {
    switch self {
    case .address(let address):
      return address.isPublic
    case .name(let name):
      guard name.contains(".") else { return false }
      let local = ["localhost", "local", "internal", "lan", "home.arpa", "localdomain"]
      return !local.contains { name == $0 || name.hasSuffix("." + $0) }
    }
  }
}
