import FoundationEssentials

extension CollectionWords {
  /// `2d 3h`, `5h 12min`, `12min`: a span of `seconds` in its two largest units, with `day`,
  /// `hour` and `minute` after each number.
  static func span(_ seconds: Int, day: String, hour: String, minute: String) -> String {
    let seconds = max(0, seconds)
    let days = seconds / 86_400
    let hours = seconds % 86_400 / 3_600
    let minutes = max(seconds < 60 ? 1 : 0, seconds % 3_600 / 60)
    if days > 0 { return "\(days)\(day) \(hours)\(hour)" }
    if hours > 0 { return "\(hours)\(hour) \(minutes)\(minute)" }
    return "\(minutes)\(minute)"
  }
}

extension Words {
  /// `cached 3 hours ago` for a copy `seconds` old, in these words.
  func cachedAgo(_ seconds: TimeInterval) -> String {
    collections.cachedAgo(
      segments.age(of: Date(timeIntervalSince1970: 0), now: Date(timeIntervalSince1970: max(0, seconds))))
  }
}
