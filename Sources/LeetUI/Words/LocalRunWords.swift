/// The words of local runs in the interface (`T`): the panel's title and its running line.
public struct LocalRunWords: Sendable {
  /// The panel's title while a local run goes and after.
  public var panelTitle: String
  /// The running panel's heading.
  public var running: String
  /// Where it runs, in place of the judge's state.
  public var onThisMachine: String
  /// Under the running panel's heading: Esc hides the panel, the run goes on here.
  public var escHides: String
  /// The panel hidden while the run goes on: where its answer will show.
  public var carriesOn: String
}
