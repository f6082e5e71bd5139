/// Why a keyring gave no password.
public enum KeyringProblem: Hashable, Sendable {
  /// It was asked but did not answer in time; counted as absent.
  case noAnswer(seconds: Int)
  /// There is none to ask (no Secret Service on the session bus, `kwallet-query` not installed).
  case absent(String)
  /// It answered, but the item stayed locked.
  case locked
  /// It answered with an error (its words; never a secret).
  case failed(String)

  /// The reason in words.
  public var text: String {
    switch self {
    case .noAnswer(let seconds): "did not answer within \(seconds) s (counted as absent)"
    case .absent(let reason): "is absent (\(reason))"
    case .locked: "is locked (the item could not be unlocked)"
    case .failed(let reason): "failed (\(reason))"
    }
  }
}
