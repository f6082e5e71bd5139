import LeetApp

extension Options {
  /// The help text, made from `OptionTable`.
  static var usage: String { HelpText.render() }
}
