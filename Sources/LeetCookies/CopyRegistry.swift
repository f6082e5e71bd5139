import Dispatch
import Synchronization

/// The private folders alive now, shared between threads, so that a signal can remove them.
final class CopyRegistry: Sendable {
  /// The process's one registry.
  static let shared = CopyRegistry()

  /// The folders.
  private let folders = Mutex<Set<String>>([])
  /// The signal sources kept alive.
  private let sources = Mutex<[KeptSource]>([])

  /// Adds a folder just made.
  func insert(_ folder: String) {
    folders.withLock { _ = $0.insert(folder) }
  }

  /// Drops a folder just removed.
  func remove(_ folder: String) {
    folders.withLock { _ = $0.remove(folder) }
  }

  /// Every folder alive now.
  func all() -> Set<String> {
    folders.withLock { $0 }
  }

  /// Keeps a signal source alive for the life of the process.
  func keep(_ source: any DispatchSourceSignal) {
    sources.withLock { $0.append(KeptSource(source: source)) }
  }
}

/// A signal source held only to keep it alive: no thread touches it once kept.
private struct KeptSource: @unchecked Sendable {
  /// The source.
  let source: any DispatchSourceSignal
}
