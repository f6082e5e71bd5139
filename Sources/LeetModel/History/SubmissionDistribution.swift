import TermCore

/// How everyone's accepted submissions in one language spread over runtime or memory, as
/// `submissionDetails` sends it: buckets in order, each with the percent of submissions in it.
///
/// LeetCode sends it as JSON inside a string (`{"lang": "python3", "distribution": [["40", 0.12],
/// …]}`); runtime buckets are milliseconds, memory buckets kilobytes.
public struct SubmissionDistribution: Hashable, Sendable {
  /// One bucket: where it starts, as sent and as a number, and the percent of submissions in it.
  public struct Bucket: Hashable, Sendable {
    /// The bucket's start as LeetCode wrote it (`"40"`), cleaned.
    public var label: String
    /// The bucket's start as a number.
    public var start: Double
    /// The percent of submissions in the bucket (0 to 100).
    public var percent: Double
  }

  /// The language the distribution is of, cleaned (`python3`), when sent.
  public var language: String?
  /// The buckets, by their start, lowest first; never empty.
  public var buckets: [Bucket]

  /// The most buckets kept: LeetCode's run to about a hundred.
  public static let bucketLimit = 1_000

  /// A distribution of `buckets` (sorted here) in `language`.
  public init(language: String?, buckets: [Bucket]) {
    self.language = language
    self.buckets = buckets.sorted { $0.start < $1.start }
  }

  /// The distribution in `value`: a string of JSON (as sent) or the object itself; nil when it is
  /// missing, not JSON, of another shape, or holds no usable bucket.
  ///
  /// A bucket whose start is not a number, or whose percent is not one from 0 to 100, is dropped;
  /// past `bucketLimit` buckets the rest are.
  public static func decode(_ value: JSONValue) -> SubmissionDistribution? {
    let object = value.embedded
    guard let rows = object["distribution"].array else { return nil }
    var buckets: [Bucket] = []
    for row in rows.prefix(bucketLimit) {
      guard let pair = row.array, pair.count >= 2,
        let start = pair[0].number(in: .anyNumber), let percent = pair[1].number(in: .percentage),
        let label = pair[0].string
      else { continue }
      buckets.append(
        Bucket(label: String(TextSanitizer.oneLine(label).prefix(20)), start: start, percent: percent))
    }
    guard !buckets.isEmpty else { return nil }
    let language = object["lang"].exactString.map { String(TextSanitizer.oneLine($0).prefix(40)) }
    return SubmissionDistribution(language: language.flatMap { $0.isEmpty ? nil : $0 }, buckets: buckets)
  }

  /// The index of the bucket `value` falls in: the last whose start is not above it (the first
  /// bucket for a value below them all).
  public func bucketIndex(of value: Double) -> Int {
    guard value.isFinite else { return 0 }
    var low = 0
    var high = buckets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if buckets[middle].start <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The largest percent of any bucket.
  public var tallest: Double { buckets.map(\.percent).max() ?? 0 }
}
