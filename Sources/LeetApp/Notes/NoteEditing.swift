import FoundationEssentials
import Glibc
import LeetModel

/// A note edited in the user's editor: written to a 0600 file in a private (0700) folder of its
/// own under `$TMPDIR`, the editor run on it, the file read back and the folder removed.
///
/// An edit that leaves the text as it was is no edit; an editor that fails leaves the file where
/// its message says (so nothing typed is lost) and changes nothing.
struct NoteEditing {
  /// The run's environment: the editor (`$VISUAL`, `$EDITOR`) and `$TMPDIR`.
  var environment: [String: String]

  /// The note `text` of `slug` after the editor, cleaned as notes are; nil when it is unchanged.
  /// - Throws: `AppError` when the file cannot be made or read back, or the editor fails.
  func edit(_ text: String, slug: String) throws -> String? {
    let folder = try privateFolder()
    let name = (TitleSlug.validated(slug)?.rawValue ?? "note") + ".md"
    let file = URL(fileURLWithPath: folder).appendingPathComponent(name)
    let written = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    try write(written, to: file)
    try EditorLauncher(environment: environment).open(file)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw AppError(message: "the note could not be read back from \(file.path); nothing was changed")
    }
    let edited = String(decoding: data, as: UTF8.self)
    guard edited != written else { return nil }
    let cleaned = NoteRecord.cleaned(edited)
    return cleaned == NoteRecord.cleaned(written) ? nil : cleaned
  }

  /// A new folder only this user may enter: `leetview-note.XXXXXX` under `$TMPDIR` (else `/tmp`).
  private func privateFolder() throws -> String {
    var base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    if !base.hasSuffix("/") { base += "/" }
    var template = Array((base + "leetview-note.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw AppError(
        message: "cannot make a folder for the note in \(base): \(String(cString: strerror(errno)))")
    }
    let folder = String(cString: made)
    chmod(folder, 0o700)
    return folder
  }

  /// Writes `text` to a new file `file`, mode 0600.
  private func write(_ text: String, to file: URL) throws {
    let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      throw AppError(message: "cannot write the note to \(file.path): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw AppError(message: "cannot write the note to \(file.path): \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(count)
    }
  }
}
