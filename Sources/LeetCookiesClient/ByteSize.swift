/// A size in bytes as a reason shows it: `4096 bytes`, `5.0 MB`, `60.0 GB`.
enum ByteSize {
  /// `bytes` in the largest unit it reaches (KB, MB, GB of 1024), to a tenth; bytes below 10 KB.
  static func text(_ bytes: Int64) -> String {
    for (unit, name) in [(Int64(1) << 30, "GB"), (Int64(1) << 20, "MB"), (Int64(10) << 10, "KB")]
    where bytes >= unit {
      let scale = name == "KB" ? Int64(1) << 10 : unit
      let tenths = bytes / (scale / 10)
      return "\(tenths / 10).\(tenths % 10) \(name)"
    }
    return "\(bytes) bytes"
  }
}
