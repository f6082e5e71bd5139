import LeetModel
import TermCore

/// The looks of the interface's own parts: tabs, underline, status line, overlays.
extension Theme {
  /// The selected tab's label.
  public var selectedTab: Style {
    Style(foreground: usesColor ? .cyan : .default, attributes: .bold)
  }

  /// A tab that is not selected.
  public var otherTab: Style { Style() }

  /// The gliding underline.
  public var underline: Style {
    Style(foreground: usesColor ? .cyan : .default, attributes: usesColor ? [] : .bold)
  }

  /// Quiet text: hints, marks, the data source.
  public var quiet: Style { Style(attributes: .dim) }

  /// A key name in hints and help.
  public var keyName: Style { Style(foreground: usesColor ? .cyan : .default, attributes: .bold) }

  /// The problem's title in the header.
  public var title: Style { Style(attributes: .bold) }

  /// A notice such as "offline" or a message about search.
  public var notice: Style { style(for: .notice).merged(with: Style(attributes: .bold)) }

  /// The help overlay's frame.
  public var frame: Style { Style(foreground: usesColor ? .cyan : .default) }
}
