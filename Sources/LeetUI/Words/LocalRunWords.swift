/// The words of local runs in the interface (`T`): the panel's title and its running line.
public struct LocalRunWords: Sendable {
  /// The panel's title while a local run goes and after.
  public var panelTitle: String
  /// The running panel's heading.
  public var running: String
  /// Where it runs, in place of the judge's state.
  public var onThisMachine: String
}
