import FoundationEssentials
import Glibc
import LeetModel
import TermCore

/// The learner's notes of one site on disk: `<root>/<site>/notes.json`, the `NoteSync` model as
/// JSON (each note's text, LeetCode's text when last read or saved, whether it waits to be sent,
/// a refusal or LeetCode's other copy, and whether those were said).
///
/// The local copy is the truth, so the file is never written over when it cannot be read (a
/// damaged file stays for the learner to look at). Every change is a read, a change and an
/// atomic write (mode 0600) under an exclusive lock on `.notes.lock` beside it, so two
/// leetviews (or two threads) never lose each other's edits. No credential is ever in it.
public struct NoteStore: Sendable {
  /// The site's cache the notes live in.
  public let store: CacheStore

  /// The notes of `store`'s site.
  public init(store: CacheStore) {
    self.store = store
  }

  /// `<root>/<site>/notes.json`.
  public var url: URL {
    store.location.root.appendingPathComponent(store.site.host).appendingPathComponent("notes.json")
  }

  /// The lock file beside the notes.
  var lockURL: URL {
    store.location.root.appendingPathComponent(store.site.host).appendingPathComponent(".notes.lock")
  }

  /// The notes as the file holds them; none when there is no file.
  /// - Throws: `NoteFileError` when the file is there but cannot be read as notes.
  public func read() throws -> NoteSync {
    let data: Data?
    do {
      try ContainedPath.check(url, inside: store.location.root)
      data = try store.readFile(url, limit: ContentLimits.answerBytes)
    } catch let error as CacheReadError {
      throw NoteFileError(path: error.url.path, reason: error.reason)
    } catch {
      throw NoteFileError(
        path: url.path, reason: "leads outside the cache folder (a symbolic link?)")
    }
    guard let data else { return NoteSync() }
    guard let json = try? JSONValue.parse(data), json["notes"].object != nil else {
      throw NoteFileError(
        path: url.path,
        reason: "is not leetview's notes; it is left as it is (move it away to start afresh)")
    }
    return NoteSync(json: json)
  }

  /// The note of the problem `slug` as the learner reads it (both copies marked when it changed
  /// on both sides); nil when there is none, it is empty, or the notes cannot be read.
  ///
  /// The reader for other commands (`export` writes it as `notes.md`).
  public func problemNote(slug: String) -> String? {
    guard let record = try? read().notes[.problem(slug: slug)] else { return nil }
    let shown = record.shown
    return shown.isEmpty ? nil : shown
  }

  /// Runs `change` on the notes under the lock and writes them when it changed them.
  /// - Throws: `NoteFileError` for a file that cannot be read or written (nothing is
  ///   written then); what `change` throws.
  public func update<Value>(_ change: (inout NoteSync) throws -> Value) throws -> Value {
    try locked {
      var notes = try read()
      let before = notes
      let value = try change(&notes)
      if notes != before { try write(notes) }
      return value
    }
  }

  /// Writes `notes` atomically, mode 0600, inside the cache folder.
  /// - Throws: `NoteFileError` when it cannot be written.
  func write(_ notes: NoteSync) throws {
    do {
      try ContainedPath.check(url, inside: store.location.root)
      try AtomicFile.write(
        JSONWriter.data(notes.json, pretty: true), to: url, privateFrom: store.location.root)
    } catch is PathOutsideFolder {
      throw NoteFileError(path: url.path, reason: "leads outside the cache folder (a symbolic link?)")
    } catch {
      throw NoteFileError(
        path: url.path, reason: "cannot be written (\(CacheStore.reason(error)))")
    }
  }

  /// Runs `body` holding the exclusive lock on `.notes.lock` (waiting for another holder).
  /// - Throws: `NoteFileError` when the lock cannot be taken; what `body` throws.
  func locked<Value>(_ body: () throws -> Value) throws -> Value {
    let folder = lockURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try ContainedPath.check(lockURL, inside: store.location.root)
    } catch {
      throw NoteFileError(path: lockURL.path, reason: "cannot be made (\(CacheStore.reason(error)))")
    }
    let fd = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      throw NoteFileError(
        path: lockURL.path, reason: "cannot be locked (" + String(cString: strerror(errno)) + ")")
    }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw NoteFileError(
          path: lockURL.path, reason: "cannot be locked (" + String(cString: strerror(errno)) + ")")
      }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }
}

/// The notes file (or its lock) is there but cannot be read or written: nothing is written over it.
public struct NoteFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// Why, in words.
  public var reason: String

  /// The one-line message, the path cleaned of control characters.
  public var message: String { "the notes file \(TextSanitizer.oneLine(path)) \(reason)" }

  public var description: String { message }
}
