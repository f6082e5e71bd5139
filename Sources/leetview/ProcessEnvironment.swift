import FoundationEssentials
import Glibc

/// The process environment as a dictionary, read straight from `environ`.
///
/// `ProcessInfo.processInfo.environment` finds each `=` by comparing `Character`s, which cost the
/// print path about 0.25 M instructions on a usual environment; this finds it among the bytes.
/// As there, an entry splits at its first `=`, one without `=` is left out, and a later entry
/// for the same name wins.
enum ProcessEnvironment {
  /// Every variable of this process, by name.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    // NULL after `clearenv`, hence the optional.
    let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = first else { return variables }
    while let pointer = entry.pointee {
      if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
        let nameLength = pointer.distance(to: equals)
        let name = pointer.withMemoryRebound(to: UInt8.self, capacity: nameLength) {
          String(decoding: UnsafeBufferPointer(start: $0, count: nameLength), as: UTF8.self)
        }
        variables[name] = String(cString: equals + 1)
      }
      entry += 1
    }
    return variables
  }
}
