// swift-tools-version: 6.0
import PackageDescription

/// leetview: read LeetCode in a terminal.
///
/// Dependencies point one way:
/// leetview → LeetCurses, LeetUI, LeetFetch → LeetModel → TermCore, and LeetUI → LeetText → TermCore.
/// LeetText (HTML/Markdown → Document → wrapped lines) knows nothing of LeetCode; LeetModel is the
/// domain only, so LeetFetch, LeetNetwork and `leetview-fetch` link neither LeetText nor cmark-gfm.
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
    .target(name: "LeetText", dependencies: ["TermCore", "CCmarkGFM"]),
    .target(name: "LeetModel", dependencies: ["TermCore"]),
    .target(name: "LeetFetch", dependencies: ["LeetModel", "TermCore"]),
    /// URLSession (FoundationNetworking over libcurl), kept out of `leetview` itself: see TransportWire.
    .target(name: "LeetNetwork", dependencies: ["LeetFetch", "TermCore"]),
    .target(name: "LeetUI", dependencies: ["TermCore", "LeetModel", "LeetText"]),

    // MARK: - Terminal edge and executable
    .target(name: "LeetCurses", dependencies: ["TermCore", "CNcursesw", "CTerminalGuard"]),
    .executableTarget(
      name: "leetview",
      dependencies: ["LeetModel", "LeetText", "LeetFetch", "LeetUI", "LeetCurses", "TermCore"]),

    .executableTarget(name: "leetview-fetch", dependencies: ["LeetFetch", "LeetNetwork"]),

    // MARK: - Benchmarks (release: `make bench`)
    .executableTarget(
      name: "leetview-bench", dependencies: ["LeetModel", "LeetText", "LeetFetch", "LeetUI", "TermCore"]),
    .executableTarget(name: "leetview-floor"),

    // MARK: - Tests
    .target(
      name: "LeetTestSupport", dependencies: ["TermCore", "LeetModel", "LeetCurses"],
      path: "Tests/LeetTestSupport"),
    .testTarget(name: "TermCoreTests", dependencies: ["TermCore"]),
    .testTarget(name: "LeetModelTests", dependencies: ["LeetModel", "LeetTestSupport"]),
    .testTarget(
      name: "LeetTextTests", dependencies: ["LeetText", "LeetModel", "TermCore", "LeetTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LeetFetchTests", dependencies: ["LeetFetch", "LeetNetwork", "LeetModel", "LeetTestSupport"]),
    .testTarget(
      name: "LeetUITests",
      dependencies: ["LeetUI", "LeetModel", "LeetText", "TermCore", "LeetCurses", "LeetTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "LeetCursesTests", dependencies: ["LeetCurses", "TermCore", "CNcursesw", "LeetTestSupport"]),
    .testTarget(
      name: "CLITests", dependencies: ["LeetTestSupport", "LeetFetch", "LeetModel", "LeetText", "leetview"]),
  ]
)
