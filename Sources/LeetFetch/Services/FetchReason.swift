/// Why LeetCode could not be asked or did not answer, kept as a value until a front phrases it
/// (`FailureWords`).
public enum FetchReason: Hashable, Sendable {
  /// A request failed; `offlineHelps` false when `--offline` would find nothing either (nothing
  /// is cached to show).
  case failed(FetchError, offlineHelps: Bool)
  /// A reason already in words, the same on every front.
  case said(String)
  /// No cached list has the id `id`, and a newer list could not be fetched, `because`.
  indirect case listNotFetched(id: String, because: FetchReason)

  /// The reason as the command line words it.
  public var message: String { FailureWords.commandLine.phrase(self) }
}
