/// A language a local run knows: the harness's file, how it is built and run, and which Debian
/// package brings its toolchain.
public struct HarnessLanguage: Hashable, Sendable {
  /// A command: the program looked up on `PATH`, and its arguments.
  public struct Command: Hashable, Sendable {
    public var program: String
    public var arguments: [String]
  }

  /// LeetCode's `langSlug`.
  public var slug: String
  /// The harness's file name in its build folder.
  public var fileName: String
  /// The compile step, or for Python and JavaScript the syntax check, run once in the build
  /// folder before any case, so that a syntax error is a Compile Error told once.
  public var build: Command?
  /// Whether `build` only checks the source (nothing is built to be reused).
  public var buildOnlyChecks = false
  /// Lines of the build's message that are the tool's own, not about the source (node's stack).
  var buildNoise: [String] = []
  /// How one case is run (in the build folder).
  public var run: Command
  /// The Debian package that has the toolchain.
  public var package: String
  let writer: @Sendable (String, LocalSignature) -> String

  /// The harness's source for `code` (the text between the `@lc` markers) and `signature`.
  public func source(code: String, signature: LocalSignature) -> String {
    writer(code, signature)
  }

  /// The build's `message` without the tool's own lines.
  public func cleanedBuildMessage(_ message: String) -> String {
    guard !buildNoise.isEmpty else { return message }
    return message.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in !buildNoise.contains { line.contains($0) } }.joined(separator: "\n")
  }

  /// The programs the language needs, build first.
  public var programs: [String] { [build?.program, run.program].compactMap { $0 }.uniqued() }

  public static func == (a: HarnessLanguage, b: HarnessLanguage) -> Bool { a.slug == b.slug }
  public func hash(into hasher: inout Hasher) { hasher.combine(slug) }

  public static let python3 = HarnessLanguage(
    slug: "python3", fileName: "main.py",
    build: Command(program: "python3", arguments: ["-S", "-m", "py_compile", "main.py"]),
    buildOnlyChecks: true, run: Command(program: "python3", arguments: ["-S", "main.py"]),
    package: "python3", writer: PythonHarness.source)
  public static let cpp = HarnessLanguage(
    slug: "cpp", fileName: "main.cpp",
    build: Command(program: "g++", arguments: ["-std=c++17", "-O2", "-o", "main", "main.cpp"]),
    run: Command(program: "./main", arguments: []), package: "g++",
    writer: CppHarness.source)
  public static let java = HarnessLanguage(
    slug: "java", fileName: "Main.java",
    build: Command(program: "javac", arguments: ["-encoding", "UTF-8", "-nowarn", "-d", ".", "Main.java"]),
    run: Command(
      program: "java",
      arguments: [
        "-Xmx512m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-cp", ".", "Main",
      ]),
    package: "default-jdk-headless", writer: JavaHarness.source)
  public static let javascript = HarnessLanguage(
    slug: "javascript", fileName: "main.js",
    build: Command(program: "node", arguments: ["--check", "main.js"]),
    buildOnlyChecks: true, buildNoise: ["(node:internal/", "Node.js v"],
    run: Command(program: "node", arguments: ["--max-old-space-size=512", "--stack-size=8000", "main.js"]),
    package: "nodejs", writer: JavaScriptHarness.source)

  public static let rust = HarnessLanguage(
    slug: "rust", fileName: "main.rs",
    build: Command(program: "rustc", arguments: ["--edition", "2021", "-O", "-o", "main", "main.rs"]),
    run: Command(program: "./main", arguments: []), package: "rustc",
    writer: RustHarness.source)

  /// Every language a local run knows.
  public static let all: [HarnessLanguage] = [python3, cpp, java, javascript, rust]

  /// The language of `slug`, or nil when a local run does not know it.
  public static func named(_ slug: String) -> HarnessLanguage? {
    all.first { $0.slug == slug }
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, first seen first.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
