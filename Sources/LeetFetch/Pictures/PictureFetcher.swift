import FoundationEssentials
import LeetModel

/// Why a picture could not be fetched: a short note for its label.
public struct PictureFetchFailure: Error, Equatable, Sendable {
  public var message: String
  /// Whether leetview's own rules refused the picture (not https, a private address, past a
  /// cap): asking again gets the same answer, so a retry leaves it alone.
  public var refused: Bool

  public init(_ message: String, refused: Bool = false) {
    self.message = message
    self.refused = refused
  }
}

/// Fetches statement pictures into `<root>/<site>/images/` (atomically, at most 8 MB each, at most
/// 32 and 24 MB a statement), so they show offline; through `LEETVIEW_ASSET_MIRROR` when set.
public struct PictureFetcher: Sendable {
  /// The largest picture kept.
  public static let maxBytes = 8 << 20
  public var directory: URL
  public var mirror: AssetMirror?
  public var transport: any HTTPTransport
  public var timeout: TimeInterval

  public init(directory: URL, mirror: AssetMirror?, transport: any HTTPTransport, timeout: TimeInterval = 20)
  {
    self.directory = directory
    self.mirror = mirror
    self.transport = transport
    self.timeout = timeout
  }

  /// The fetcher for `site`'s pictures under the cache root, with the environment's mirror.
  /// - Throws: `LoadError.configuration` for a bad `LEETVIEW_ASSET_MIRROR`.
  public init(
    location: CacheLocation, site: Site, environment: [String: String], transport: (any HTTPTransport)? = nil
  ) throws {
    self.init(
      directory: location.root.appendingPathComponent(site.host).appendingPathComponent("images"),
      mirror: try AssetMirror.resolve(environment: environment),
      transport: transport ?? HelperProcessTransport(environment: environment))
  }

  /// The cache file for the picture at `url`: a hash of the URL and its extension.
  public func file(for url: URL) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let ext = url.pathExtension.lowercased()
    let safe = !ext.isEmpty && ext.count <= 5 && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let name = String(hash, radix: 16) + "." + (safe ? ext : "img")
    return directory.appendingPathComponent(name)
  }

  /// The cached file for `url`, when it is cached.
  public func cached(_ url: URL) -> URL? {
    let file = file(for: url)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// The picture at `url`, from the cache or fetched into it, on its own (a full allowance).
  /// - Throws: `PictureFetchFailure`.
  @discardableResult
  public func fetch(_ url: URL) throws -> URL {
    var allowance = PictureAllowance()
    guard let file = try fetch(url, allowance: &allowance) else {
      throw PictureFetchFailure("could not be fetched")
    }
    return file
  }

  /// The picture at `url`, one of a statement's, within what the statement's `allowance` has left.
  ///
  /// From the cache, or (unless `offline`, then nil) fetched into it. `beforeSending` runs just
  /// before a request goes out (a sync paces its requests there).
  ///
  /// Only an https address with a host that may be public is fetched (through the mirror when one
  /// is set; without one, the transport also refuses a name that resolves to a local address).
  /// - Throws: `PictureFetchFailure`.
  @discardableResult
  public func fetch(
    _ url: URL, allowance: inout PictureAllowance, offline: Bool = false, beforeSending: () -> Void = {}
  ) throws -> URL? {
    if let file = try admitCached(url, allowance: &allowance) { return file }
    if offline { return nil }
    return try download(url, allowance: &allowance, beforeSending: beforeSending)
  }

  /// The cached file of `url`, or nil when it is not cached, after the picture has taken its place
  /// in `allowance` and a cached file has spent its bytes there.
  /// - Throws: `PictureFetchFailure` past the statement's pictures or bytes.
  func admitCached(_ url: URL, allowance: inout PictureAllowance) throws -> URL? {
    try allowance.admit()
    guard let file = cached(url) else { return nil }
    try allowance.spend(Self.size(of: file))
    return file
  }

  /// The size in bytes of a cached picture.
  static func size(of file: URL) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
  }

  /// Fetches the picture at `url` into the cache, within the bytes `allowance` has left, and
  /// spends them there; the picture has already taken its place (`PictureAllowance.admit`).
  /// - Throws: `PictureFetchFailure`.
  func download(
    _ url: URL, allowance: inout PictureAllowance, beforeSending: () -> Void = {}
  ) throws -> URL {
    let address = try PictureAddress(url)
    guard let source = mirror.map({ $0.location(of: address) }) ?? address.url else {
      throw PictureFetchFailure("not an https address", refused: true)
    }
    let limit = min(Self.maxBytes, allowance.remaining)
    let overLimit =
      limit < Self.maxBytes
      ? PictureAllowance.overBudget(allowance.bytes)
      : PictureFetchFailure("larger than \(Self.maxBytes >> 20) MB", refused: true)
    guard limit > 0 else { throw overLimit }
    var request = HTTPRequest(method: "GET", url: source)
    // The user's mirror may be on this machine; a picture's own host may not.
    request.publicAddressesOnly = mirror == nil
    request.maximumBody = limit
    beforeSending()
    let response: HTTPResponse
    do {
      response = try transport.send(request, timeout: timeout)
    } catch TransportError.tooLarge {
      throw overLimit
    } catch TransportError.refused {
      throw PictureFetchFailure("a local or private address", refused: true)
    } catch {
      throw PictureFetchFailure("could not be fetched")
    }
    guard response.status == 200 else {
      throw PictureFetchFailure("could not be fetched (HTTP \(response.status))")
    }
    guard response.body.count <= limit else { throw overLimit }
    guard Self.looksLikePicture(response.body) else {
      throw PictureFetchFailure("not a PNG, JPEG or GIF picture")
    }
    let file = file(for: url)
    do {
      try AtomicFile.write(response.body, to: file)
    } catch {
      throw PictureFetchFailure("cannot write the cache: \(CacheStore.reason(error))")
    }
    try allowance.spend(response.body.count)
    return file
  }

  /// Whether `body` starts as a PNG, JPEG or GIF does (an HTML page served instead is not kept).
  static func looksLikePicture(_ body: Data) -> Bool {
    let head = [UInt8](body.prefix(8))
    return head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      || head.starts(with: [0xFF, 0xD8, 0xFF])
      || head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8))
  }
}
