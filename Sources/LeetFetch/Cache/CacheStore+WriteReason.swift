import Foundation

extension CacheStore {
  /// The system's words for why a write failed: "Permission denied", "Read-only file system",
  /// "Not a directory".
  static func writeReason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    return reason(error)
  }
}
