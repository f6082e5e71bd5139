import TermCore

/// The five shades of a heatmap day, from none to the busiest, and a day outside the range.
enum HeatmapShade: Int, CaseIterable, Sendable {
  case outside = -1, none = 0, low, medium, high, top

  /// The shades a day can have, lightest first (the legend's order).
  static let scale: [HeatmapShade] = [.none, .low, .medium, .high, .top]

  /// The shade of a day with `count` submissions, given the quartile bounds of the busy days.
  static func of(_ count: Int, bounds: [Int]) -> HeatmapShade {
    guard count > 0 else { return .none }
    let above = bounds.filter { count > $0 }.count
    return HeatmapShade(rawValue: min(4, 1 + above)) ?? .top
  }

  /// The quartile bounds of `counts` (the busy days' counts): a day above the first is at least
  /// `medium`, above the second `high`, above the third `top`.
  static func bounds(_ counts: [Int]) -> [Int] {
    let sorted = counts.filter { $0 > 0 }.sorted()
    guard !sorted.isEmpty else { return [] }
    return [1, 2, 3].map { sorted[min(sorted.count - 1, sorted.count * $0 / 4)] }
      .reduce(into: [Int]()) { bounds, bound in
        if bound > (bounds.last ?? 0) { bounds.append(bound) }
      }
  }

  /// The character without colour: ` ·░▒▓█`.
  var plain: String {
    switch self {
    case .outside: " "
    case .none: "·"
    case .low: "░"
    case .medium: "▒"
    case .high: "▓"
    case .top: "█"
    }
  }

  /// The look with colour in `theme`: greens like GitHub's on a square, a grey square for no
  /// submissions (the theme names each shade's colour).
  func colored(in theme: Theme) -> (text: String, style: Style) {
    switch self {
    case .outside: (" ", Style())
    case .none: ("■", theme.heatmapEmpty)
    case .low: ("■", theme.heatmapLow)
    case .medium: ("■", theme.heatmapMedium)
    case .high: ("■", theme.heatmapHigh)
    case .top: ("■", theme.heatmapTop)
    }
  }
}
