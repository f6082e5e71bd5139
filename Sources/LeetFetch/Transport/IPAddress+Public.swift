extension IPAddress {
  /// Whether the address is on the public internet: not loopback, link-local, private, shared
  /// (CGNAT), unspecified, documentation, benchmarking, multicast or reserved, in IPv4 or IPv6
  /// (IPv4 inside IPv6, mapped, NAT64 or 6to4, is judged as the IPv4 it holds).
  public var isPublic: Bool {
    switch self {
    case .v4(let bytes): return Self.publicV4(bytes)
    case .v6(let bytes): return Self.publicV6(bytes)
    }
  }

  private static func publicV4(_ b: [UInt8]) -> Bool {
    guard b.count == 4 else { return false }
    switch (b[0], b[1], b[2]) {
    case (0, _, _), (10, _, _), (127, _, _), (169, 254, _), (192, 168, _): return false
    case (100, 64...127, _), (172, 16...31, _), (198, 18...19, _): return false
    case (192, 0, 0), (192, 0, 2), (198, 51, 100), (203, 0, 113): return false
    case (224...255, _, _): return false
    default: return true
    }
  }

  private static func publicV6(_ b: [UInt8]) -> Bool {
    guard b.count == 16 else { return false }
    let zeros10 = b[0..<10].allSatisfy { $0 == 0 }
    // ::ffff:a.b.c.d (mapped) is that IPv4 address; ::a.b.c.d (the old "compatible" form) is refused.
    if zeros10, b[10] == 0xff, b[11] == 0xff { return publicV4(Array(b[12...])) }
    if zeros10 { return false }
    // 64:ff9b::/96, NAT64: the IPv4 address it stands for.
    if b[0..<4] == [0x00, 0x64, 0xff, 0x9b], b[4..<12].allSatisfy({ $0 == 0 }) {
      return publicV4(Array(b[12...]))
    }
    // Only global unicast, 2000::/3, is public (this leaves out fc00::/7, fe80::/10, ff00::/8 ...).
    guard b[0] & 0xe0 == 0x20 else { return false }
    // 2001::/32 Teredo and 2001:db8::/32 documentation.
    if b[0] == 0x20, b[1] == 0x01, b[2] == 0x00, b[3] == 0x00 { return false }
    if b[0] == 0x20, b[1] == 0x01, b[2] == 0x0d, b[3] == 0xb8 { return false }
    // 2002::/16, 6to4: the IPv4 address it carries.
    if b[0] == 0x20, b[1] == 0x02 { return publicV4(Array(b[2..<6])) }
    return true
  }
}
