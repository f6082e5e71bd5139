// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for leetview's readers and decoders.
///
/// Built only by `Scripts/fuzz.sh`
/// (`swift build -Xswiftc -sanitize=fuzzer,address`); never part of the main package's
/// build or `swift test`. `Sources/TermCore`, `Sources/LeetModel` and `Sources/CCmarkGFM` are
/// symbolic links to the main package's own sources (its modules are not library products),
/// so the fuzzers exercise exactly the code leetview ships.
let fuzzerFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "leetview-fuzz",
  targets: [
    .systemLibrary(name: "CCmarkGFM"),
    .target(name: "TermCore"),
    .target(name: "LeetModel", dependencies: ["TermCore", "CCmarkGFM"]),
    .target(name: "FuzzChecks", dependencies: ["LeetModel", "TermCore"]),
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzHTML", dependencies: ["LeetModel", "FuzzChecks", "FuzzDriver"], swiftSettings: fuzzerFlags),
    .executableTarget(
      name: "FuzzMarkdown", dependencies: ["LeetModel", "FuzzChecks", "FuzzDriver"],
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
    .target(name: "LeetPictureClient"),
    .target(name: "LeetPicture", dependencies: ["LeetPictureClient", "CPictureDecode", "CChafa"]),
    .executableTarget(
      name: "FuzzPictures", dependencies: ["LeetPicture", "LeetPictureClient", "FuzzDriver"],
      swiftSettings: fuzzerFlags),
    .executableTarget(
      name: "FuzzDecoders", dependencies: ["LeetModel", "FuzzChecks", "FuzzDriver"],
      swiftSettings: fuzzerFlags),
  ]
)
