import LeetCookiesClient

/// The passwords tried on a Chromium-family browser's encrypted values.
///
/// Each keyring is asked at most once a run: for `v11` the keyring's (the Secret Service, then KWallet), then the empty password,
/// then `peanuts`; for `v10`, `peanuts` then the empty password. The key that decrypts wins, and is
/// tried first on the browser's next value.
final class ChromiumKeys {
  /// What decrypting one value gave.
  enum Decrypted: Equatable {
    /// The value's text and the source of the password that decrypted it.
    case text(String, source: String)
    /// No password decrypted it; the sources tried, in order.
    case failed(tried: [String])
  }

  /// How long a keyring may take to answer.
  let timeout: Double
  /// The keyrings' problems, one line each, for the report.
  private(set) var report: [CookieReportLine] = []

  private var asked: [String: KeyringAnswer] = [:]
  private var silent: Set<String> = []
  private var keys: [[UInt8]: [UInt8]] = [:]
  private var winners: [Browser: KeyPassword] = [:]

  init(timeout: Double) {
    self.timeout = timeout
  }

  /// Decrypts `value` of `browser`'s database.
  func decrypt(_ value: ChromiumValue, browser: Browser, dropsHostHash: Bool) -> Decrypted {
    var tried: [String] = []
    func attempt(_ passwords: [KeyPassword]) -> Decrypted? {
      for password in passwords where !tried.contains(password.source) {
        tried.append(password.source)
        guard let key = key(password.bytes), let text = value.text(key: key, dropsHostHash: dropsHostHash)
        else { continue }
        winners[browser] = password
        return .text(text, source: password.source)
      }
      return nil
    }
    if let winner = winners[browser], let found = attempt([winner]) { return found }
    if value.scheme == .v10, let found = attempt([.peanuts, .empty]) { return found }
    if value.scheme == .v11 {
      for stage in ["the Secret Service", "KWallet"] {
        if let found = attempt(passwords(stage, browser)) { return found }
      }
      if let found = attempt([.empty, .peanuts]) { return found }
    }
    return .failed(tried: value.scheme == .unknown ? ["no key (an unknown encryption scheme)"] : tried)
  }

  /// The passwords keyring `name` gives for `browser`, asking it once a run.
  private func passwords(_ name: String, _ browser: Browser) -> [KeyPassword] {
    guard !silent.contains(name) else { return [] }
    let slot = "\(name)/\(browser.rawValue)"
    let answer =
      asked[slot]
      ?? (name == "KWallet"
        ? KWalletLookup.passwords(for: browser, timeout: timeout)
        : SecretServiceLookup.passwords(for: browser, timeout: timeout))
    if asked[slot] == nil {
      asked[slot] = answer
      record(answer, keyring: name, browser: browser)
    }
    if case .passwords(let passwords) = answer { return passwords }
    return []
  }

  /// Notes a keyring's problem in the report; one that is absent or silent is not asked again.
  private func record(_ answer: KeyringAnswer, keyring: String, browser: Browser) {
    let problem: KeyringProblem
    switch answer {
    case .passwords(let found) where found.isEmpty:
      let label = "\(browser.keyringNames.first ?? browser.displayName) Safe Storage"
      problem = .absent(
        "no '\(label)' item, nor one for \(browser.keyringApplications.joined(separator: ", "))")
    case .passwords: return
    case .problem(let found):
      problem = found
      if case .noAnswer = found { silent.insert(keyring) }
      if case .absent = found { silent.insert(keyring) }
    }
    report.append(
      CookieReportLine(
        browser: browser, install: nil, profile: nil, place: keyring, outcome: .keyring(problem)))
  }

  /// The AES key of `password`, derived once.
  private func key(_ password: [UInt8]) -> [UInt8]? {
    if let key = keys[password] { return key }
    let key = ChromiumCipher.key(password: password)
    keys[password] = key
    return key
  }
}
