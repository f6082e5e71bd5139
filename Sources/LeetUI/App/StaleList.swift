/// Why the list shown at the start is refreshed in the background (online only).
public enum StaleList: Hashable, Sendable {
  /// It is the bundled snapshot, shipped for working offline.
  case bundled
  /// It is the user's, cached this long ago (`30 days`), past `listMaxAgeDays`.
  case old(age: String)
}

/// What a background sync fetches.
public enum SyncKind: Hashable, Sendable {
  /// The problem list alone: a few dozen requests.
  case list
  /// `sync --details`: the list, then every free description.
  case details
}
