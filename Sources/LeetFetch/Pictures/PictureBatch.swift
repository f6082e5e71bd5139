import Foundation

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
        try allowance.admit()
        if let file = fetcher.cached(url) {
          try allowance.spend(PictureFetcher.size(of: file))
          outcomes[index] = .success(file)
        } else if !offline {
          wanted.append(index)
        }
      } catch {
        outcomes[index] = .failure(Self.failure(error))
      }
    }
    let shared = SharedAllowance(allowance)
    let fetched = PictureOutcomes()
    let next = PictureQueue(wanted)
    let workers = DispatchGroup()
    for _ in 0..<min(atOnce, wanted.count) {
      workers.enter()
      Thread { [fetcher] in
        while let index = next.take() {
          fetched.set(index, Self.download(urls[index], fetcher: fetcher, shared: shared))
        }
        workers.leave()
      }.start()
    }
    workers.wait()
    for (index, outcome) in fetched.all() { outcomes[index] = outcome }
    return outcomes
  }

  /// One picture fetched within the bytes the statement has left when it starts.
  static func download(
    _ url: URL, fetcher: PictureFetcher, shared: SharedAllowance
  ) -> Result<URL?, PictureFetchFailure> {
    var own = shared.snapshot()
    let before = own.spent
    do {
      let file = try fetcher.download(url, allowance: &own)
      try shared.spend(own.spent - before)
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

/// A statement's allowance shared by the threads of a `PictureBatch`.
final class SharedAllowance: @unchecked Sendable {
  private let lock = NSLock()
  private var allowance: PictureAllowance

  init(_ allowance: PictureAllowance) {
    self.allowance = allowance
  }

  /// A copy as it stands: what a fetch starting now may take.
  func snapshot() -> PictureAllowance {
    lock.withLock { allowance }
  }

  /// Takes `count` bytes.
  /// - Throws: `PictureFetchFailure` past the budget.
  func spend(_ count: Int) throws {
    try lock.withLock { try allowance.spend(count) }
  }
}

/// The indices a `PictureBatch` still has to fetch, taken in order by its threads.
final class PictureQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var indices: ArraySlice<Int>

  init(_ indices: [Int]) {
    self.indices = indices[...]
  }

  /// The next index, or nil when all are taken.
  func take() -> Int? {
    lock.withLock { indices.popFirst() }
  }
}

/// The outcomes a `PictureBatch`'s threads have so far, by index.
final class PictureOutcomes: @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [Int: Result<URL?, PictureFetchFailure>] = [:]

  func set(_ index: Int, _ outcome: Result<URL?, PictureFetchFailure>) {
    lock.withLock { outcomes[index] = outcome }
  }

  /// Every outcome, by index.
  func all() -> [Int: Result<URL?, PictureFetchFailure>] {
    lock.withLock { outcomes }
  }
}
