import CKeyring
import Dispatch
import Glibc
import LeetCookiesClient
import Synchronization
import TermCore

/// The Secret Service's passwords for a browser's cookies, through libsecret: every item of every
/// collection whose `application` is one of the browser's names, then every item labelled
/// `<Browser> Safe Storage`.
///
/// The search runs on a thread of its own; a service that does not answer within the timeout is
/// cancelled and counted as absent, so a locked keyring that would prompt never hangs the caller.
enum SecretServiceLookup {
  /// The passwords for `browser`, or why there are none.
  static func passwords(for browser: Browser, timeout: Double) -> KeyringAnswer {
    guard let pointer = lv_keyring_search_new() else { return .problem(.failed("out of memory")) }
    let search = SearchHandle(pointer)
    let done = DispatchSemaphore(value: 0)
    let outcome = StatusBox()
    let applications = browser.keyringApplications
    let label = "\(browser.keyringNames.first ?? browser.displayName) Safe Storage"
    lv_keyring_search_retain(search.pointer)
    DispatchQueue.global().async {
      var names = applications.map { strdup($0) }
      let pointers = names.map { UnsafePointer($0) }
      let status = pointers.withUnsafeBufferPointer {
        lv_keyring_search_run(search.pointer, $0.baseAddress, Int32($0.count), label)
      }
      for index in names.indices { free(names[index]) }
      names.removeAll()
      outcome.set(status)
      lv_keyring_search_release(search.pointer)
      done.signal()
    }
    defer { lv_keyring_search_release(search.pointer) }
    if done.wait(timeout: .now() + timeout) == .timedOut {
      lv_keyring_search_cancel(search.pointer)
      return .problem(.noAnswer(seconds: Int(clampingFinite: timeout.rounded(.up)) ?? 0))
    }
    return answer(search.pointer, status: outcome.get())
  }

  /// What a finished search found.
  private static func answer(_ search: OpaquePointer, status: Int32) -> KeyringAnswer {
    let message = String(cString: lv_keyring_search_message(search))
    switch Int(status) {
    case Int(LV_KEYRING_DONE): break
    case Int(LV_KEYRING_NO_SERVICE): return .problem(.absent(message.isEmpty ? "no Secret Service" : message))
    case Int(LV_KEYRING_CANCELLED): return .problem(.noAnswer(seconds: 0))
    default: return .problem(.failed(message))
    }
    var found: [KeyPassword] = []
    for index in 0..<lv_keyring_search_count(search) {
      var length = 0
      guard let bytes = lv_keyring_search_secret(search, index, &length) else { continue }
      let origin = String(cString: lv_keyring_search_origin(search, index))
      found.append(
        KeyPassword(
          source: "the Secret Service (\(origin))",
          bytes: Array(UnsafeBufferPointer(start: bytes, count: length))))
    }
    if found.isEmpty && lv_keyring_search_locked(search) > 0 { return .problem(.locked) }
    return .passwords(found)
  }
}

/// A search shared by the waiting caller and the searching thread (each holds a reference).
private final class SearchHandle: @unchecked Sendable {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

/// The searching thread's status, handed to the caller.
private final class StatusBox: Sendable {
  /// The status, cancelled until the search sets it.
  private let status = Mutex(Int32(LV_KEYRING_CANCELLED))

  /// Sets the status.
  func set(_ value: Int32) { status.withLock { $0 = value } }
  /// The status set last.
  func get() -> Int32 { status.withLock { $0 } }
}
