/// The cookie helper's limits, on both sides of its pipe: what a cookie, a copied database, a
/// profile's reading and the helper's reply may take.
public enum CookieLimits {
  /// The most bytes a cookie's value may hold (a browser keeps at most 4096 for a cookie); a
  /// longer value is measured, never read, and left out with a reason.
  public static let valueBytes = 4096
  /// The most bytes a database and its `-wal`, `-shm` and `-journal` may hold together to be
  /// copied; a larger profile is skipped with a reason before anything is copied.
  public static let copyBytes: Int64 = 256 << 20
  /// The most seconds copying and reading one profile may take before it is skipped.
  public static let profileSeconds: Double = 10
  /// The most bytes of the helper's reply the client reads; a longer one is refused as damaged.
  public static let replyBytes = 1 << 20
  /// How long a helper past its deadline has after SIGTERM (to remove its copies) before SIGKILL.
  public static let stopGraceSeconds: Double = 2
  /// How old a private folder must be for the next helper to remove it even when a process of
  /// its recorded id is running (the id may have been reused).
  public static let staleCopySeconds: Double = 600
}
