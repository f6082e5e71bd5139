/// What the judge is asked: run the example cases (`t`), or submit (`x`).
public enum SolveKind: Hashable, Sendable {
  case test, submit
}
