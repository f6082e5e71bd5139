import TermCore

/// The tab bar's moving parts: the underline's left edge and width, and the bar's scroll offset,
/// each pulled by a spring towards the selected tab.
///
/// A glide is a run of frames with one `tag`; a tick with another tag is stale and ignored.
/// When every part is within a quarter column of its target the glide settles: the parts snap
/// onto their targets and no further frame is asked for.
public struct TabBarMotion: Hashable, Sendable {
  public var x: Motion
  public var width: Motion
  public var scroll: Motion
  public var targetX: Double
  public var targetWidth: Double
  public var targetScroll: Double
  /// The current glide's tag; bumped for each new glide.
  public private(set) var tag: Int = 0
  /// Whether a glide is running (frames are wanted).
  public private(set) var isMoving = false
  /// The time of the last frame of this glide.
  private var lastTick: Duration?

  /// The spring: critically damped, quick enough to settle in about 0.2 s.
  public static let spring = Spring(angularFrequency: 30, dampingRatio: 1)
  /// The frame interval, 60 per second.
  public static let frameInterval = Duration.nanoseconds(16_666_667)
  /// How close counts as arrived, in columns (half of the half-cell precision).
  public static let settleDistance = 0.25

  /// At rest at the given targets.
  public init(x: Double, width: Double, scroll: Double) {
    self.x = .at(x)
    self.width = .at(width)
    self.scroll = .at(scroll)
    targetX = x
    targetWidth = width
    targetScroll = scroll
  }

  /// Jumps to the targets at once and stops any glide.
  public mutating func snap(x: Double, width: Double, scroll: Double) {
    self = TabBarMotion(x: x, width: width, scroll: scroll, tag: tag)
  }

  /// Starts (or redirects) a glide towards new targets, keeping the current velocity.
  /// - Returns: the new glide's tag.
  public mutating func glide(toX x: Double, width: Double, scroll: Double) -> Int {
    targetX = x
    targetWidth = width
    targetScroll = scroll
    tag += 1
    isMoving = true
    lastTick = nil
    return tag
  }

  /// Advances the glide to `now` if `tag` is current.
  /// - Returns: whether another frame is wanted.
  public mutating func tick(at now: Duration, tag: Int) -> Bool {
    guard isMoving, tag == self.tag else { return false }
    let elapsed = lastTick.map { now - $0 } ?? Self.frameInterval
    lastTick = now
    let seconds = min(
      1, max(0, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
    x = Self.spring.step(x, target: targetX, seconds: seconds)
    width = Self.spring.step(width, target: targetWidth, seconds: seconds)
    scroll = Self.spring.step(scroll, target: targetScroll, seconds: seconds)
    let close = [(x, targetX), (width, targetWidth), (scroll, targetScroll)].allSatisfy {
      abs($0.0.position - $0.1) < Self.settleDistance && abs($0.0.velocity) < 8
    }
    if close { snap(x: targetX, width: targetWidth, scroll: targetScroll) }
    return isMoving
  }

  private init(x: Double, width: Double, scroll: Double, tag: Int) {
    self.init(x: x, width: width, scroll: scroll)
    self.tag = tag
  }
}
