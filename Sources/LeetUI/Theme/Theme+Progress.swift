import TermCore

/// The looks of the Progress screen's charts: named here with the rest of the style sheet, so the
/// screen holds no colour of its own.
extension Theme {
  /// The rating chart's line and its latest contest's mark: LeetCode's orange with colour.
  public var ratingLine: Style { colored(.rgb(255, 161, 22)) }

  /// A heatmap day with no submissions: a grey square with colour.
  public var heatmapEmpty: Style { colored(.rgb(78, 78, 78)) }

  /// The heatmap's quietest busy days: the darkest green.
  public var heatmapLow: Style { colored(.rgb(0, 95, 0)) }

  /// The heatmap's days above the first quartile.
  public var heatmapMedium: Style { colored(.rgb(0, 135, 0)) }

  /// The heatmap's days above the second quartile.
  public var heatmapHigh: Style { colored(.rgb(0, 175, 95)) }

  /// The heatmap's busiest days: the lightest green.
  ///
  /// The greens are colours of the xterm cube, so that a 256-colour terminal shows them as they
  /// are (GitHub's own darkest green falls to a grey darker than the empty days' there).
  public var heatmapTop: Style { colored(.rgb(95, 215, 95)) }

  /// Text in `color` when colours may be used, plain otherwise.
  private func colored(_ color: Color) -> Style { usesColor ? Style(foreground: color) : Style() }
}
