import FoundationEssentials
import Glibc

extension CacheStore {
  /// The system's words for why a write failed: "Permission denied", "Read-only file system",
  /// "Not a directory".
  public static func writeReason(_ error: any Error) -> String {
    // FileManager's own errors (creating the directories) name the POSIX cause, or only a code.
    if let cocoa = error as? CocoaError, !(cocoa.underlying is POSIXError) {
      switch cocoa.code {
      case .fileNoSuchFile, .fileWriteInvalidFileName: return String(cString: strerror(ENOENT))
      case .fileWriteNoPermission: return String(cString: strerror(EACCES))
      case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
      default: break
      }
    }
    return reason(error)
  }
}
