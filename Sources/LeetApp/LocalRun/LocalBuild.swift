import FoundationEssentials
import LeetFetch
import LeetLocalRun
import LocalProcess
import TermCore

/// A harness built in the cache, in a folder named by its source's content, so that a second
/// run of the same file does not compile again.
struct LocalBuild {
  /// The build folder.
  var folder: URL
  /// Whether it was built before this run.
  var reused: Bool

  /// How long a compile may take (g++ and rustc on a loaded machine take a while).
  static let compileSeconds = 60.0

  /// Why a build did not give a program.
  enum Failure: Error {
    /// The compiler's message in full.
    case compileError(String)
    /// The folder could not be written.
    case cannotWrite(String)
  }

  /// The folder for `source` under `root`, writing and compiling it when it is not there yet.
  /// - Throws: `Failure`.
  static func prepare(
    source: String, toolchain: Toolchain, root: URL, environment: [String: String]
  ) throws(Failure) -> LocalBuild {
    let language = toolchain.language
    let key = ContentHash.hex(
      source + "\u{0}" + language.fileName + "\u{0}"
        + (language.build?.arguments.joined(separator: " ") ?? ""))
    let folder = root.appendingPathComponent("localrun").appendingPathComponent(language.slug)
      .appendingPathComponent(key)
    let done = folder.appendingPathComponent(".built")
    let file = folder.appendingPathComponent(language.fileName)
    // The hash names the folder; the source itself, compared, decides.
    if FileManager.default.fileExists(atPath: done.path),
      let kept = FileManager.default.contents(atPath: file.path), kept == Data(source.utf8)
    {
      return LocalBuild(folder: folder, reused: true)
    }
    do {
      try AtomicFile.write(Data(source.utf8), to: file, privateFrom: root)
    } catch {
      throw .cannotWrite("cannot write the local build in \(folder.path): \(CacheStore.writeReason(error))")
    }
    if let build = language.build {
      let outcome = CaseProcess.run(
        toolchain.program(build, in: folder), arguments: build.arguments, environment: environment,
        directory: folder.path, input: Data(), limits: CaseProcess.Limits(seconds: compileSeconds))
      switch outcome.ending {
      case .exited(0): break
      case .timedOut:
        throw .compileError("the compile took longer than \(Int(clampingFinite: compileSeconds) ?? 0) s")
      default:
        let text = String(decoding: outcome.stderr + outcome.stdout, as: UTF8.self)
        throw .compileError(text.isEmpty ? "the compiler failed (\(outcome.ending))" : text)
      }
    }
    do {
      try AtomicFile.write(Data(), to: done, privateFrom: root)
    } catch {
      throw .cannotWrite("cannot write the local build in \(folder.path): \(CacheStore.writeReason(error))")
    }
    return LocalBuild(folder: folder, reused: false)
  }
}

/// A 64-bit FNV-1a hash of text, in hex: a name for a build folder, not a security check.
enum ContentHash {
  /// The hash of `text`'s UTF-8 bytes as 16 hex digits.
  static func hex(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
