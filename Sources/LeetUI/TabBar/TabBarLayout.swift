import LeetModel
import TermCore

/// Where the tabs sit along the bar, and how far the bar must scroll to centre a tab.
///
/// Positions are in bar columns: the first label starts at 0; the bar is drawn from screen column
/// `origin` over `available` columns, shifted left by the scroll offset.
public struct TabBarLayout: Hashable, Sendable {
  /// One tab: its label, first column and width.
  public struct Tab: Hashable, Sendable {
    public var segment: Segment
    public var label: String
    public var x: Int
    public var width: Int
  }

  public static let gap = 4

  public let tabs: [Tab]
  /// The columns all tabs take, gaps included.
  public let totalWidth: Int
  /// The first screen column of the bar.
  public let origin: Int
  /// The screen columns the bar may use.
  public let available: Int

  /// The bar for `screenWidth` columns, labelled in `words`, showing `segments`.
  public init(screenWidth: Int, words: Words, segments: [Segment] = Segment.allCases) {
    let margin = ProblemLayout.margin(forWidth: screenWidth)
    origin = margin
    available = max(1, screenWidth - 2 * margin)
    var tabs: [Tab] = []
    var x = 0
    for segment in segments.isEmpty ? [.description] : segments {
      let label = words.panels.title(segment)
      let width = DisplayWidth.of(label)
      tabs.append(Tab(segment: segment, label: label, x: x, width: width))
      x += width + Self.gap
    }
    self.tabs = tabs
    totalWidth = max(0, x - Self.gap)
  }

  /// Whether the tabs need more room than the bar has.
  public var overflows: Bool { totalWidth > available }

  /// The tab for `segment`.
  public func tab(_ segment: Segment) -> Tab {
    tabs.first { $0.segment == segment } ?? tabs[0]
  }

  /// The scroll offset that centres `segment`'s tab, clamped to the bar's ends.
  ///
  /// When the tab is wholly on screen, two columns clear of the edge, with the bar at either end,
  /// the bar stays at that end rather than showing slivers of cut labels.
  public func scrollTarget(for segment: Segment) -> Double {
    guard overflows else { return 0 }
    let tab = tab(segment)
    let maxScroll = totalWidth - available
    if tab.x + tab.width + 2 <= available { return 0 }
    if tab.x - maxScroll >= 2 { return Double(maxScroll) }
    let centred = Double(tab.x) + Double(tab.width) / 2 - Double(available) / 2
    return min(max(0, centred.rounded()), Double(maxScroll))
  }

  /// The tab under screen column `x` when the bar is scrolled by `scroll`, if any.
  public func segment(atScreenColumn x: Int, scroll: Double) -> Segment? {
    let barX = Double(x - origin) + scroll.rounded()
    guard x >= origin, x < origin + available else { return nil }
    // A click in a gap counts for the nearer tab, so the whole bar is a target.
    return tabs.min { a, b in distance(barX, a) < distance(barX, b) }?.segment
  }

  private func distance(_ x: Double, _ tab: Tab) -> Double {
    if x < Double(tab.x) { return Double(tab.x) - x }
    if x >= Double(tab.x + tab.width) { return x - Double(tab.x + tab.width - 1) }
    return 0
  }
}
