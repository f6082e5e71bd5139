import Foundation

/// The private folders alive now, shared between threads, so that a signal can remove them.
final class CopyRegistry: @unchecked Sendable {
  /// The process's one registry.
  static let shared = CopyRegistry()

  private let lock = NSLock()
  private var folders: Set<String> = []
  private var sources: [any DispatchSourceSignal] = []

  func insert(_ folder: String) {
    lock.withLock { _ = folders.insert(folder) }
  }

  func remove(_ folder: String) {
    lock.withLock { _ = folders.remove(folder) }
  }

  func all() -> Set<String> {
    lock.withLock { folders }
  }

  /// Keeps a signal source alive for the life of the process.
  func keep(_ source: any DispatchSourceSignal) {
    lock.withLock { sources.append(source) }
  }
}
