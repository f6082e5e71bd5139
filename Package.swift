// swift-tools-version: 6.0
import PackageDescription

/// leetview: read LeetCode in a terminal. Dependencies point one way:
/// leetview → LeetCurses, LeetUI, LeetFetch → LeetModel → TermCore.
let package = Package(
  name: "leetview",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "leetview", targets: ["leetview"]),
    .executable(name: "leetview-fetch", targets: ["leetview-fetch"]),
  ],
  targets: [
    // MARK: - C edges
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    .target(name: "CTerminalGuard"),
    .systemLibrary(
      name: "CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

    // MARK: - Pure layers
    .target(name: "TermCore"),
    .target(name: "LeetModel", dependencies: ["TermCore", "CCmarkGFM"]),
    .target(name: "LeetFetch", dependencies: ["LeetModel"]),
    /// URLSession (FoundationNetworking over libcurl), kept out of `leetview` itself: see TransportWire.
    .target(name: "LeetNetwork", dependencies: ["LeetFetch"]),
    .target(name: "LeetUI", dependencies: ["TermCore", "LeetModel"]),

    // MARK: - Terminal edge and executable
    .target(name: "LeetCurses", dependencies: ["TermCore", "CNcursesw", "CTerminalGuard"]),
    .executableTarget(
      name: "leetview", dependencies: ["LeetModel", "LeetFetch", "LeetUI", "LeetCurses", "TermCore"]),

    .executableTarget(name: "leetview-fetch", dependencies: ["LeetFetch", "LeetNetwork"]),

    // MARK: - Benchmarks (release: `make bench`)
    .executableTarget(name: "leetview-bench", dependencies: ["LeetModel", "LeetFetch", "LeetUI", "TermCore"]),
    .executableTarget(name: "leetview-floor"),

    // MARK: - Tests
    .target(name: "LeetTestSupport", dependencies: ["TermCore", "LeetModel"], path: "Tests/LeetTestSupport"),
    .testTarget(name: "TermCoreTests", dependencies: ["TermCore", "LeetTestSupport"]),
    .testTarget(name: "LeetModelTests", dependencies: ["LeetModel", "LeetTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LeetFetchTests", dependencies: ["LeetFetch", "LeetNetwork", "LeetModel", "LeetTestSupport"]),
    .testTarget(name: "LeetUITests", dependencies: ["LeetUI", "LeetModel", "TermCore", "LeetTestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "LeetCursesTests", dependencies: ["LeetCurses", "TermCore"]),
    .testTarget(name: "CLITests", dependencies: ["LeetTestSupport", "leetview"]),
  ]
)
