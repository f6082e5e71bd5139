/// Numbers no answer from LeetCode can hold, as JSON text: the extremes of a `Double`, numbers
/// past its range (which JSON may write though a `Double` cannot hold them), integers written out
/// in 31 digits, and NaN and the infinities, which JSON can carry only as strings.
public enum HostileNumbers {
  /// Each of them, as it would stand in an answer or a cache file.
  public static let texts = [
    "1e300", "-1e300", "1.7e308", "-1.7e308", "1e400", "-1e400",
    "1000000000000000000000000000000", "-1000000000000000000000000000000",
    #""NaN""#, #""nan""#, #""inf""#, #""-inf""#, #""Infinity""#, #""-Infinity""#, #""1e300""#,
  ]
}
