/// Work run while the screen is suspended (an editor on the restored terminal), as a value the
/// loop can be asked for: equal when their `id`s are.
public struct SuspendedWork: Hashable, Sendable {
  /// Names the work, for equality and for tests.
  public var id: String
  /// The work; it runs on the loop's thread, with the terminal in the shell's modes.
  public var run: @Sendable () -> Void

  /// Work named `id`.
  public init(id: String, run: @escaping @Sendable () -> Void) {
    self.id = id
    self.run = run
  }

  public static func == (lhs: SuspendedWork, rhs: SuspendedWork) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
