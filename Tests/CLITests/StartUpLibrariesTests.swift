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

  /// The dynamic section's NEEDED entries name the runtimes and nothing else.
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

  /// No stand-in is among the dynamic symbols the program defines.
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

  /// libcurl.so.4 in Debian's folders, when installed.
  static let libcurl = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"].map {
    $0 + "/libcurl.so.4"
  }.first { FileManager.default.fileExists(atPath: $0) }

  /// Whether `unshare -m` works here (util-linux, and root), to hide a library from one process.
  static let mountNamespaces: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    return (try? BinaryRunner.runCommand(["/usr/bin/unshare", "-m", "/bin/true"], environment: [:]).status)
      == 0
  }()

  /// With libcurl hidden (an empty file bound over it), the network helper ends with one line
  /// naming the package to install, as the dynamic loader would have at start.
  @Test(
    .enabled(if: mountNamespaces && libcurl != nil, "skipped: `unshare -m` (root) or libcurl.so.4 is missing")
  )
  func aHelperWithoutItsLibraryNamesThePackage() throws {
    let helper = try Self.built("leetview-fetch")
    let request = #"{"method":"GET","url":"http://127.0.0.1:9/","headers":[],"body":null,"timeout":2}"#
    let script = "mount --bind /dev/null \"$0\" && exec \"$1\""
    let result = try BinaryRunner.runCommand(
      ["/usr/bin/unshare", "-m", "/bin/sh", "-c", script, Self.libcurl ?? "", helper],
      environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], stdin: Data(request.utf8))
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(result.stderr)")
    #expect(lines.first?.hasPrefix("leetview: cannot load curl_") == true)
    #expect(lines.first?.hasSuffix("install the package libcurl4") == true)
  }
}
