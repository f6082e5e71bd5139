import FoundationEssentials
import Glibc
import LeetLocalRun

/// The programs a local run's language needs, found on `PATH`.
struct Toolchain {
  /// The language.
  var language: HarnessLanguage
  /// Each program's full path, by its name.
  var paths: [String: String]

  /// A language's toolchain is not installed.
  struct Missing: Error, Equatable {
    var program: String
    var package: String
    var language: String

    /// The `leetview:` line naming the Debian package.
    var message: String {
      "\(program) is not installed, so \(language) cannot run locally; install the Debian package "
        + "\(package) (apt-get install \(package))"
    }
  }

  /// Finds `language`'s programs on `path` (a `PATH` value).
  /// - Throws: `Missing` naming the first one absent and the package that has it.
  static func find(_ language: HarnessLanguage, displayName: String, path: String?) throws(Missing)
    -> Toolchain
  {
    var paths: [String: String] = [:]
    for program in language.programs where !program.hasPrefix("./") {
      guard let found = lookUp(program, in: path) else {
        throw Missing(program: program, package: language.package, language: displayName)
      }
      paths[program] = found
    }
    return Toolchain(language: language, paths: paths)
  }

  /// The full path of `program` in `path`'s folders, or nil.
  static func lookUp(_ program: String, in path: String?) -> String? {
    let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
    for folder in folders where !folder.isEmpty {
      let candidate = folder + "/" + program
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The full path a command runs (`./main` stays relative to the build folder).
  func program(_ command: HarnessLanguage.Command, in folder: URL) -> String {
    if command.program.hasPrefix("./") {
      return folder.appendingPathComponent(String(command.program.dropFirst(2))).path
    }
    return paths[command.program] ?? command.program
  }
}
