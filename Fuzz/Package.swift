// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for leetview's readers and decoders.
///
/// Built only by `Scripts/fuzz.sh`
/// (`swift build -Xswiftc -sanitize=fuzzer,address`); never part of the main package's
/// build or `swift test`. `Sources/TermCore`, `Sources/LeetText`, `Sources/LeetModel` and
/// `Sources/CCmarkGFM` are symbolic links to the main package's own sources (its modules are not
/// library products), and `Sources/LeetUI` to the pure interface (for the documents a problem or
/// segment becomes, and the words they are written in), so the fuzzers exercise exactly the code
/// leetview ships.
let fuzzerFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "leetview-fuzz",
  targets: [
    .systemLibrary(name: "CCmarkGFM"),
    .target(name: "TermCore"),
    // The main package loads cmark-gfm on first use (Sources/CLazyLibraries); the fuzzers link it.
    .target(
      name: "LeetText", dependencies: ["TermCore", "CCmarkGFM"],
      linkerSettings: [.linkedLibrary("cmark-gfm"), .linkedLibrary("cmark-gfm-extensions")]),
    .target(name: "LeetModel", dependencies: ["TermCore"]),
    .target(name: "LeetUI", dependencies: ["LeetModel", "LeetText", "TermCore"]),
    .target(name: "FuzzChecks", dependencies: ["LeetText"]),
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzHTML", dependencies: ["LeetText", "FuzzChecks", "FuzzDriver"], swiftSettings: fuzzerFlags),
    .executableTarget(
      name: "FuzzMarkdown", dependencies: ["LeetText", "FuzzChecks", "FuzzDriver"],
      swiftSettings: fuzzerFlags),
    // Pictures: the C shim is built with the fuzzer's coverage and ASan; the libraries are Debian's.
    .systemLibrary(name: "CPNG"),
    .systemLibrary(name: "CJPEG"),
    .systemLibrary(name: "CGIF"),
    .systemLibrary(name: "CChafa", pkgConfig: "chafa"),
    .target(
      name: "CPictureDecode", dependencies: ["CPNG", "CJPEG", "CGIF"],
      cSettings: [.unsafeFlags(["-fsanitize=fuzzer-no-link,address"])],
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("gif")]),
    .target(name: "CTerminalGuard"),
    .target(name: "HelperProcess", dependencies: ["CTerminalGuard", "TermCore"]),
    .target(name: "TerminalGraphics", dependencies: ["TermCore"]),
    .target(name: "LeetPictureClient", dependencies: ["HelperProcess", "TermCore", "TerminalGraphics"]),
    .target(
      name: "LeetPicture",
      dependencies: ["LeetPictureClient", "CPictureDecode", "CChafa", "TermCore", "TerminalGraphics"]),
    .executableTarget(
      name: "FuzzPictures", dependencies: ["LeetPicture", "LeetPictureClient", "FuzzDriver"],
      swiftSettings: fuzzerFlags),
    .executableTarget(
      name: "FuzzDecoders", dependencies: ["LeetModel", "LeetUI", "FuzzChecks", "FuzzDriver"],
      swiftSettings: fuzzerFlags),
  ]
)
