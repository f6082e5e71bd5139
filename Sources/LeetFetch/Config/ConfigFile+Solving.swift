import FoundationEssentials
import LeetModel

/// The config keys of solving: `"workspace": "~/leetcode"` and `"judgeTimeoutSeconds": 60`.
extension ConfigFile.Contents {
  /// Where solution files live (`workspace`), with `~` expanded against `home`.
  public func workspace(home: String) -> String? {
    folder("workspace", home: home)
  }

  /// The folder named by the string key `key`, with `~` expanded against `home`; nil when unset.
  func folder(_ key: String, home: String) -> String? {
    guard let raw = raw[key]?.string, !raw.isEmpty else { return nil }
    if raw == "~" { return home }
    if raw.hasPrefix("~/") { return home + raw.dropFirst() }
    return raw
  }

  /// How long to wait for the judge (`judgeTimeoutSeconds`), when set to a positive number.
  public var judgeTimeout: TimeInterval? {
    guard let seconds = raw["judgeTimeoutSeconds"]?.double, seconds > 0, seconds.isFinite else {
      return nil
    }
    return min(seconds, 3600)
  }
}
