import FoundationEssentials
import LeetModel

extension CacheStore {
  /// `<site>/review/solved.json`: every problem the signed-in user touched, and when it was listed.
  public var solvedListURL: URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("review")
      .appendingPathComponent("solved.json")
  }

  /// Reads the cached list of problems touched.
  /// - Returns: nil when there is no file.
  /// - Throws: `CacheReadError` when it cannot be read or is not such a list.
  public func readSolvedList() throws -> SolvedList? {
    let url = solvedListURL
    guard let data = try readFile(url, limit: ContentLimits.listBytes) else { return nil }
    guard let list = SolvedList.decode(data) else {
      throw CacheReadError(url: url, reason: "is not a list of the problems you solved")
    }
    return list
  }

  /// Writes the list of problems touched atomically, private to its owner like the rest of the cache.
  /// - Throws: the file system's error; the old file is then as it was.
  public func writeSolvedList(_ list: SolvedList) throws {
    try AtomicFile.write(list.encoded(), to: solvedListURL, privateFrom: location.root)
  }
}
