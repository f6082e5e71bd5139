import FoundationEssentials
import TermCore

/// Where the cache lives: the user's writable root and the repository's read-only bundled copy.
public struct CacheLocation: Hashable, Sendable {
  /// The writable cache root (`--cache`, `LEETVIEW_CACHE_DIR`, `$XDG_CACHE_HOME/leetview`, `~/.cache/leetview`).
  public var root: URL
  /// The bundled cache when it was given (`.some`), or nil to find it beside the program the
  /// first time it is needed: most runs read the user's cache and never look.
  private var givenBundled: URL??

  /// The bundled, read-only cache, when one is found.
  public var bundled: URL? {
    get { givenBundled ?? Self.locatedBundled }
    set { givenBundled = .some(newValue) }
  }

  public init(root: URL, bundled: URL?) {
    self.root = root
    self.givenBundled = .some(bundled)
  }

  private init(root: URL) {
    self.root = root
    self.givenBundled = nil
  }

  /// The bundled cache found beside this program, looked for once.
  private static let locatedBundled: URL? = locateBundledCache()

  /// Resolves the cache root in the contract's order.
  /// - Parameters:
  ///   - option: the `--cache` value, if given.
  ///   - environment: the process environment.
  public static func resolve(option: String?, environment: [String: String]) -> CacheLocation {
    let root: URL
    if let option, !option.isEmpty {
      root = URL(fileURLWithPath: option)
    } else if let dir = environment["LEETVIEW_CACHE_DIR"], !dir.isEmpty {
      root = URL(fileURLWithPath: dir)
    } else {
      let cacheHome = Surroundings(environment: environment).cacheHome ?? "/nonexistent/.cache"
      root = URL(fileURLWithPath: cacheHome).appendingPathComponent("leetview")
    }
    if let explicit = environment["LEETVIEW_BUNDLED_CACHE"], !explicit.isEmpty {
      return CacheLocation(root: root.standardizedFileURL, bundled: URL(fileURLWithPath: explicit))
    }
    return CacheLocation(root: root.standardizedFileURL)
  }

  /// Finds the bundled cache (`LEETVIEW_BUNDLED_CACHE` is read by `resolve`):
  /// `<prefix>/share/leetview/cache` beside an
  /// installed binary; a `cache/` folder in an ancestor of the binary (a `swift run` or
  /// `swift build` tree); or the `cache/` of the checkout this binary was built from.
  static func locateBundledCache() -> URL? {
    let fm = FileManager.default
    func isCache(_ url: URL) -> Bool {
      fm.fileExists(atPath: url.appendingPathComponent("leetcode.com").path)
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    let resolved = URL(
      fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: executable.path))
        .map {
          $0.hasPrefix("/") ? $0 : executable.deletingLastPathComponent().appendingPathComponent($0).path
        }
        ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)
    var directory = resolved.deletingLastPathComponent()
    let installed = directory.deletingLastPathComponent().appendingPathComponent("share/leetview/cache")
    if isCache(installed) { return installed }
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("cache")
      if isCache(candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    // This file is <checkout>/Sources/LeetFetch/Cache/CacheLocation.swift.
    var checkout = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { checkout = checkout.deletingLastPathComponent() }
    checkout = checkout.appendingPathComponent("cache")
    return isCache(checkout) ? checkout : nil
  }
}
