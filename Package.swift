// swift-tools-version: 6.0
import PackageDescription

/// In release, libswiftSynchronization is linked after Foundation instead of autolinked fifth.
///
/// Each object's autolink entry put it fifth in the executable's list of libraries, so the dynamic
/// loader looked through it for every symbol of Foundation; these targets link it by name instead
/// (their linker settings), which the driver places after the autolinked libraries.
let synchronizationLinkedLast = SwiftSetting.unsafeFlags(
  ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "swiftSynchronization"],
  .when(configuration: .release))

/// Debian's multiarch folder for this machine's libraries (their architecture-dependent headers).
#if arch(arm64)
  let multiarch = "aarch64-linux-gnu"
#else
  let multiarch = "x86_64-linux-gnu"
#endif

/// glib's headers, which chafa's and libsecret's include.
let glibHeaders = ["/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include"]

/// chafa's headers (Debian's libchafa-dev).
let chafaHeaders = ["/usr/include/chafa", "/usr/lib/\(multiarch)/chafa/include"] + glibHeaders

/// libsecret's headers (Debian's libsecret-1-dev).
let secretHeaders = ["/usr/include/libsecret-1"] + glibHeaders

/// `-I` for each folder: what pkg-config's `--cflags` would give, without its `--libs`.
func includeFlags(_ folders: [String]) -> [String] { folders.map { "-I\($0)" } }

/// leetview: read LeetCode in a terminal.
///
/// Dependencies point one way:
/// leetview → LeetApp → LeetCurses, LeetUI, LeetFetch → LeetModel → TermCore, and LeetUI → LeetText → TermCore.
/// LeetText (HTML/Markdown → Document → wrapped lines) knows nothing of LeetCode; LeetModel is the
/// domain only, so LeetFetch, LeetNetwork and `leetview-fetch` link neither LeetText nor cmark-gfm.
let package = Package(
  name: "leetview",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "leetview", targets: ["leetview"]),
    .executable(name: "leetview-fetch", targets: ["leetview-fetch"]),
    .executable(name: "leetview-picture", targets: ["leetview-picture"]),
    .executable(name: "leetview-cookies", targets: ["leetview-cookies"]),
  ],
  targets: [
    // MARK: - C edges
    // The C libraries' headers only: none of them is linked (no `link` in the module maps, no
    // pkgConfig, whose `--libs` would link them); CLazyLibraries loads each on its first call.
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .target(name: "CTerminalGuard"),
    /// pipe2 and the case supervisor (fork, a subreaper, the case's limits), for LocalProcess.
    .target(name: "CLocalProcess"),
    /// Each function leetview and its helpers call in ncursesw, cmark-gfm, libcurl, libpng,
    /// libjpeg, giflib, chafa, SQLite, libcrypto, libsecret and glib, loaded on its first call: no
    /// program pays the dynamic loader at start-up for a library it may not use (lazy_libraries.h).
    .target(
      name: "CLazyLibraries",
      cSettings: [
        .define("_XOPEN_SOURCE_EXTENDED", to: "1"), .define("NCURSES_WIDECHAR", to: "1"),
        .unsafeFlags(includeFlags(chafaHeaders + secretHeaders)),
      ]),
    .systemLibrary(
      name: "CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    // Pictures: decoders behind one C shim (their longjmp stays in C), chafa for cells.
    .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
    /// chafa's headers, with glib's: every target that imports it is given `chafaHeaders` (below).
    .systemLibrary(name: "CChafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    .target(name: "CPictureDecode", dependencies: ["CPNG", "CJPEG", "CGIF", "CLazyLibraries"]),
    // Browser cookies: the system SQLite, libcrypto for Chromium's values, libsecret for its key.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypto", providers: [.apt(["libssl-dev"])]),
    .target(
      name: "CKeyring", dependencies: ["CLazyLibraries"],
      cSettings: [.unsafeFlags(includeFlags(secretHeaders))]),

    // MARK: - Pure layers
    .target(name: "TermCore"),
    /// Pixels in the terminal's own graphics: what to ask it, reading its answers, and the kitty,
    /// sixel and iTerm2 sequences (issue 36).
    .target(name: "TerminalGraphics", dependencies: ["TermCore"]),
    /// Running leetview's helper programs (network, pictures) over a pipe, with a deadline.
    .target(name: "HelperProcess", dependencies: ["CTerminalGuard", "TermCore"]),
    .target(name: "LeetText", dependencies: ["TermCore", "CCmarkGFM", "CLazyLibraries"]),
    .target(name: "LeetModel", dependencies: ["TermCore"]),
    .target(
      name: "LeetFetch", dependencies: ["LeetModel", "TermCore", "HelperProcess"],
      swiftSettings: [synchronizationLinkedLast], linkerSettings: [.linkedLibrary("swiftSynchronization")]),
    /// libcurl's easy interface, kept out of `leetview` itself: see TransportWire.
    .target(name: "LeetNetwork", dependencies: ["LeetFetch", "TermCore", "CCurl", "CLazyLibraries"]),
    .target(name: "LeetUI", dependencies: ["TermCore", "LeetModel", "LeetText"]),
    /// Local runs' pure parts: types from metaData, LeetCode's values, the harness sources per
    /// language, the cases and judging their answers.
    .target(name: "LeetLocalRun", dependencies: ["LeetModel", "TermCore"]),
    /// Running one case under a supervisor: every descendant killed, a deadline, limits, its pipes
    /// read apart.
    .target(name: "LocalProcess", dependencies: ["CLocalProcess", "TermCore"]),
    /// Picture cells, their wire format and the client of `leetview-picture`: no C libraries, so
    /// leetview links this without the image libraries (TermCore for the one 256-colour palette).
    .target(name: "LeetPictureClient", dependencies: ["HelperProcess", "TermCore", "TerminalGraphics"]),
    /// Decoding and pixels-into-cells; linked only by `leetview-picture` (and tests, benchmarks).
    .target(
      name: "LeetPicture",
      dependencies: ["LeetPictureClient", "CPictureDecode", "CChafa", "TermCore", "TerminalGraphics"]),
    /// The sessions in the machine's browsers as leetview asks for them: the request, the answer
    /// and the client of `leetview-cookies`; no C libraries, so leetview links it without them.
    .target(name: "LeetCookiesClient", dependencies: ["HelperProcess", "TermCore", "LeetModel"]),
    /// Finding, copying, reading and decrypting the browsers' cookie stores; linked only by
    /// `leetview-cookies` (and tests, benchmarks).
    .target(
      name: "LeetCookies",
      dependencies: [
        "LeetCookiesClient", "LeetModel", "TermCore", "HelperProcess", "CSQLite", "CCrypto", "CKeyring",
      ]),

    // MARK: - Terminal edge and executable
    .target(
      name: "LeetCurses",
      dependencies: ["TermCore", "CNcursesw", "CTerminalGuard", "CLazyLibraries", "TerminalGraphics"],
      swiftSettings: [synchronizationLinkedLast], linkerSettings: [.linkedLibrary("swiftSynchronization")]),
    /// The application runtime: the interface's effects, loading, sync, printing, pictures and
    /// solving; what every command but help, version, man page and completions runs.
    .target(
      name: "LeetApp",
      dependencies: [
        "LeetModel", "LeetText", "LeetFetch", "LeetUI", "LeetCurses", "TermCore", "LeetPictureClient",
        "LeetCookiesClient",
        "LeetLocalRun", "LocalProcess", "HelperProcess", "TerminalGraphics",
      ],
      swiftSettings: [synchronizationLinkedLast]),
    /// The command line alone: the option table, parsing, help, man page and completions.
    .executableTarget(
      name: "leetview",
      dependencies: [
        "LeetApp", "LeetFetch", "LeetModel", "LeetCookiesClient", "HelperProcess", "LeetNetwork",
        "LeetPicture", "LeetCookies", "TermCore",
      ],
      swiftSettings: [synchronizationLinkedLast]),

    .executableTarget(name: "leetview-fetch", dependencies: ["LeetNetwork"]),
    .executableTarget(name: "leetview-picture", dependencies: ["LeetPicture"]),
    .executableTarget(name: "leetview-cookies", dependencies: ["LeetCookies"]),
    /// `make live-contract` (never in `make test`): leetview's queries against the real site, each
    /// answer's shape held to its fixture.
    .executableTarget(name: "leetview-live-contract", dependencies: ["LeetFetch", "LeetNetwork"]),

    // MARK: - Benchmarks (release: `make bench`)
    .executableTarget(
      name: "leetview-bench",
      dependencies: [
        "LeetModel", "LeetText", "LeetFetch", "LeetUI", "TermCore", "LeetPicture", "LeetPictureClient",
        "CPictureFixtures", "LeetCookiesClient", "CookieFixtures", "TerminalGraphics",
      ]),
    .executableTarget(name: "leetview-floor"),

    // MARK: - Tests
    .target(
      name: "LeetTestSupport", dependencies: ["TermCore", "LeetModel", "LeetCurses"],
      path: "Tests/LeetTestSupport"),
    .target(
      name: "CPictureFixtures", dependencies: ["CPNG", "CJPEG", "CGIF"], path: "Tests/CPictureFixtures",
      linkerSettings: [
        .linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("gif"), .linkedLibrary("z"),
      ]),
    /// Browsers' cookie stores written by SQLite in their real schemas, values encrypted as
    /// Chromium does (for the tests and the benchmark).
    .target(
      name: "CookieFixtures", dependencies: ["CSQLite", "CCrypto"],
      path: "Tests/CookieFixtures", linkerSettings: [.linkedLibrary("sqlite3"), .linkedLibrary("crypto")]),
    .testTarget(name: "TermCoreTests", dependencies: ["TermCore"]),
    .testTarget(name: "LeetModelTests", dependencies: ["LeetModel", "LeetTestSupport"]),
    .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "TermCore"]),
    .testTarget(
      name: "LeetTextTests", dependencies: ["LeetText", "LeetModel", "TermCore", "LeetTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LeetFetchTests", dependencies: ["LeetFetch", "LeetNetwork", "LeetModel", "LeetTestSupport"]),
    .testTarget(
      name: "LeetUITests",
      dependencies: [
        "LeetUI", "LeetModel", "LeetText", "TermCore", "LeetCurses", "LeetTestSupport", "LeetApp",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "LeetCursesTests",
      dependencies: ["LeetCurses", "TermCore", "CNcursesw", "LeetTestSupport", "TerminalGraphics"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "LeetTestSupport", "LeetFetch", "LeetModel", "LeetText", "TermCore", "leetview", "LeetApp",
        "CPictureFixtures", "LeetPictureClient", "LeetUI", "CookieFixtures", "HelperProcess",
        "LeetCookiesClient",
      ]),
    .testTarget(
      name: "LeetLocalRunTests",
      dependencies: ["LeetLocalRun", "LeetModel", "LocalProcess", "LeetTestSupport"]),
    .testTarget(
      name: "LeetAppTests",
      dependencies: [
        "LeetApp", "LeetUI", "LeetCurses", "LeetFetch", "LeetModel", "TermCore", "LeetTestSupport",
        "LeetPictureClient", "LeetText", "TerminalGraphics",
      ]),
    .testTarget(
      name: "LeetPictureTests",
      dependencies: [
        "LeetPicture", "LeetPictureClient", "LeetTestSupport", "CPictureFixtures", "TermCore",
        "TerminalGraphics",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "LeetCookiesTests",
      dependencies: [
        "LeetCookies", "LeetCookiesClient", "CookieFixtures", "HelperProcess", "LeetTestSupport", "LeetModel",
      ]),
  ]
)

/// Release builds reach type metadata by its accessor instead of demangling its name at run time.
///
/// The first use of each such name checked its generic requirements by scanning every protocol
/// conformance of the loaded libraries: 0.57 M instructions of the print path (BENCHMARKS.md).
/// The floor program is left as it is: it is the benchmark's yardstick.
for target in package.targets where target.type != .system && target.name != "leetview-floor" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
    ]
}

/// Whether `target` depends on `module`, directly or through the other targets of `targets`.
func reaches(_ target: Target, _ module: String, in targets: [String: Target]) -> Bool {
  target.dependencies.contains { dependency in
    let name: String
    switch dependency {
    case .byNameItem(let named, _), .targetItem(let named, _): name = named
    default: return false
    }
    return name == module || targets[name].map { reaches($0, module, in: targets) } ?? false
  }
}

/// Every target that imports CChafa, directly or through another target's module, is given chafa's
/// and glib's include folders: a system library's pkgConfig would add them, but also link chafa.
let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
for target in package.targets where reaches(target, "CChafa", in: targetsByName) {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.unsafeFlags(includeFlags(chafaHeaders).flatMap { ["-Xcc", $0] })]
}
