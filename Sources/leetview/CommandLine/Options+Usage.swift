import LeetApp

extension Options {
  /// The help text, made from `OptionTable`.
  static var usage: String { HelpText.render() }
  /// The command lines alone and a pointer to `--help`: what a usage error shows.
  static var shortUsage: String { HelpText.renderShort() }
}
