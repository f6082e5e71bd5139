import FoundationEssentials
import LeetCookiesClient
import TermCore

/// KWallet's passwords for a browser's cookies, through `kwallet-query`: the entry
/// `<Name> Safe Storage` in the folder `<Name> Keys` of the network wallet.
///
/// The password comes back on `kwallet-query`'s stdout; its arguments name only the entry.
enum KWalletLookup {
  /// The passwords for `browser`, or why there are none.
  static func passwords(for browser: Browser, timeout: Double) -> KeyringAnswer {
    guard let query = BoundedRun.locate("kwallet-query") else {
      return .problem(.absent("kwallet-query is not installed"))
    }
    let wallet = networkWallet(timeout: timeout)
    var found: [KeyPassword] = []
    for name in browser.keyringNames {
      let arguments = ["--read-password", "\(name) Safe Storage", "--folder", "\(name) Keys", wallet]
      guard let output = BoundedRun.run(query, arguments, timeout: timeout) else {
        let seconds = Int(clampingFinite: timeout.rounded(.up)) ?? 0
        return found.isEmpty ? .problem(.noAnswer(seconds: seconds)) : .passwords(found)
      }
      var bytes = output.stdout
      while bytes.last == 0x0A || bytes.last == 0x0D { bytes.removeLast() }
      // "Failed to read ..." means no such entry (the empty password is tried anyway).
      let failed = String(decoding: bytes.prefix(14), as: UTF8.self).lowercased().hasPrefix("failed to read")
      if output.status == 0, !failed, !bytes.isEmpty {
        found.append(KeyPassword(source: "KWallet (\(name) Keys)", bytes: bytes))
      }
    }
    return .passwords(found)
  }

  /// The wallet KWallet keeps network passwords in (`kdewallet` unless it says otherwise).
  private static func networkWallet(timeout: Double) -> String {
    guard let send = BoundedRun.locate("dbus-send") else { return "kdewallet" }
    for daemon in ["kwalletd6", "kwalletd5"] {
      let arguments = [
        "--session", "--print-reply=literal", "--dest=org.kde.\(daemon)", "/modules/\(daemon)",
        "org.kde.KWallet.networkWallet",
      ]
      if let output = BoundedRun.run(send, arguments, timeout: timeout), output.status == 0 {
        let name = String(decoding: output.stdout, as: UTF8.self).trimmingWhitespaceAndNewlines
        if !name.isEmpty { return name }
      }
    }
    return "kdewallet"
  }
}
