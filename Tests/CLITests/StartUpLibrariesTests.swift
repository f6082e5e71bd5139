import Foundation
import LeetTestSupport
import Testing

/// Issue 34: no program's ELF header names a C library of leetview's, so none pays the dynamic
/// loader for one at start-up; each is opened on its first call (Sources/CLazyLibraries).
@Suite struct StartUpLibrariesTests {
  /// The programs of the package.
  static let programs = ["leetview", "leetview-fetch", "leetview-picture", "leetview-cookies"]

  /// readelf (binutils), when installed.
  static let readelf = ["/usr/bin/readelf", "/bin/readelf"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Why the tests are skipped without readelf.
  static let absentReason: Comment = "skipped: readelf is not installed (apt-get install binutils)"

  /// The C runtime, and the Swift runtime a debug build links dynamically (a release build links
  /// it in): what a program may load at start.
  static let runtimePrefixes = [
    "libc.so.", "libm.so.", "libstdc++.so.", "libgcc_s.so.", "ld-linux",
    "libswift", "libFoundation", "lib_Foundation", "libdispatch.so", "libBlocksRuntime.so",
  ]

  /// How the functions of the lazily opened libraries begin: none may be in a dynamic symbol table,
  /// or a library opened later would bind its own calls to the stand-in.
  static let libraryPrefixes = [
    "curl_", "png_", "jpeg_", "DGif", "chafa_", "g_", "secret_", "sqlite3_", "EVP_", "PKCS5_",
    "cmark_", "newterm", "wget_wch", "lv_stdscr",
  ]

  /// The built `program` beside `leetview`, or a failed requirement.
  static func built(_ program: String) throws -> String {
    let path = BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent(program).path
    try #require(
      FileManager.default.isExecutableFile(atPath: path), "\(program) is not built (swift build)")
    return path
  }

  /// readelf's output for `arguments` and the program's path.
  static func readelfOutput(_ arguments: [String], _ path: String) throws -> String {
    let result = try BinaryRunner.runCommand(
      [readelf ?? "readelf"] + arguments + [path], environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
    try #require(result.status == 0, "readelf failed: \(result.stderr)")
    return result.stdout
  }

  @Test(.enabled(if: readelf != nil, absentReason), arguments: programs)
  func namesOnlyTheRuntimesAtStart(program: String) throws {
    let dynamic = try Self.readelfOutput(["-d"], Self.built(program))
    let needed = dynamic.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
      line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
    }
    #expect(needed.contains { $0.hasPrefix("libc.so.") }, "readelf's NEEDED entries were read")
    let others = needed.filter { name in !Self.runtimePrefixes.contains { name.hasPrefix($0) } }
    #expect(others == [], "\(program) loads at start-up what it should open when first used")
  }

  @Test(.enabled(if: readelf != nil, absentReason), arguments: programs)
  func exportsNoStandIn(program: String) throws {
    let symbols = try Self.readelfOutput(["--dyn-syms", "-W"], Self.built(program))
    let defined = symbols.split(separator: "\n").compactMap { line -> String? in
      let fields = line.split(separator: " ")
      guard fields.count >= 8, fields[6] != "UND" else { return nil }
      return String(fields[7])
    }
    let exported = defined.filter { name in Self.libraryPrefixes.contains { name.hasPrefix($0) } }
    #expect(exported == [], "\(program) exports stand-ins of the libraries it opens when first used")
  }
}
