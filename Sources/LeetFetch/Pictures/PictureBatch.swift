import Dispatch
import FoundationEssentials
import Synchronization

/// Fetches a statement's pictures a few at a time, within one `PictureAllowance`, so that a
/// picture that hangs holds up only its own place.
///
/// In the document's order each picture takes its place (past the 32nd they are refused) and a
/// cached one spends its bytes; the others are fetched at most `atOnce` together, each within the
/// bytes still free when it starts, and spend them when they arrive (past the budget, refused).
public struct PictureBatch: Sendable {
  /// How many pictures are fetched together by default.
  public static let defaultAtOnce = 4

  public var fetcher: PictureFetcher
  public var atOnce: Int

  public init(fetcher: PictureFetcher, atOnce: Int = defaultAtOnce) {
    self.fetcher = fetcher
    self.atOnce = max(1, atOnce)
  }

  /// What each of `urls` gave, in their order: its cached file, nil (offline and not cached),
  /// or why it is not drawn.
  public func fetch(_ urls: [URL], offline: Bool) -> [Result<URL?, PictureFetchFailure>] {
    var outcomes = [Result<URL?, PictureFetchFailure>](repeating: .success(nil), count: urls.count)
    var allowance = PictureAllowance()
    var wanted: [Int] = []
    for (index, url) in urls.enumerated() {
      do {
        if let file = try fetcher.admitCached(url, allowance: &allowance) {
          outcomes[index] = .success(file)
        } else if !offline {
          wanted.append(index)
        }
      } catch {
        outcomes[index] = .failure(Self.failure(error))
      }
    }
    let shared = SharedFetches(allowance: allowance, wanted: wanted)
    let workers = DispatchGroup()
    for _ in 0..<min(atOnce, wanted.count) {
      DispatchQueue.global().async(group: workers) { [fetcher] in
        while let index = shared.next() {
          shared.set(index, Self.download(urls[index], fetcher: fetcher, shared: shared))
        }
      }
    }
    workers.wait()
    for (index, outcome) in shared.outcomes.withLock({ $0 }) { outcomes[index] = outcome }
    return outcomes
  }

  /// One picture fetched within the bytes the statement has left when it starts.
  static func download(
    _ url: URL, fetcher: PictureFetcher, shared: SharedFetches
  ) -> Result<URL?, PictureFetchFailure> {
    var own = shared.allowance.withLock { $0 }
    let before = own.spent
    do {
      let file = try fetcher.download(url, allowance: &own)
      try shared.allowance.withLock { try $0.spend(own.spent - before) }
      return .success(file)
    } catch {
      return .failure(Self.failure(error))
    }
  }

  /// `error` as the note of a picture.
  static func failure(_ error: any Error) -> PictureFetchFailure {
    error as? PictureFetchFailure ?? PictureFetchFailure("could not be fetched")
  }
}

/// What the threads of a `PictureBatch` share: the statement's allowance, the indices still to
/// fetch and the outcomes so far.
final class SharedFetches: Sendable {
  let allowance: Mutex<PictureAllowance>
  let wanted: Mutex<ArraySlice<Int>>
  let outcomes = Mutex<[Int: Result<URL?, PictureFetchFailure>]>([:])

  init(allowance: PictureAllowance, wanted: [Int]) {
    self.allowance = Mutex(allowance)
    self.wanted = Mutex(wanted[...])
  }

  /// The next index to fetch, or nil when all are taken.
  func next() -> Int? {
    wanted.withLock { $0.popFirst() }
  }

  /// Keeps the outcome of the picture at `index`.
  func set(_ index: Int, _ outcome: Result<URL?, PictureFetchFailure>) {
    outcomes.withLock { $0[index] = outcome }
  }
}
