/// Work on a past submission's code that the problem's reduce asks its runner for
/// (`ProblemEffect.pastCode`); the runner answers with `PastCodeAction`s.
public enum PastCodeEffect: Hashable, Sendable {
  /// Read submission `id` (cached, else fetched) and the problem's solution file, and diff the two.
  case diffWithFile(id: String)
  /// Read submissions `old` and `new` and diff the two.
  case diffSubmissions(old: String, new: String)
  /// Write submission `id`'s code into the solution file (asked first), keeping the old file.
  case restore(id: String)
}
