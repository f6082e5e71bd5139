import FoundationEssentials

/// Remembering that LeetCode could not be reached, so stale copies show without waiting again.
extension ProblemService {
  /// How long after a connectivity failure stale copies are shown without trying again.
  static let offlineMemory: TimeInterval = 60

  /// Whether leetview is working without the network: `--offline`, or the last try to reach
  /// LeetCode failed for want of a connection.
  public var isOffline: Bool { offlineReason != nil }

  /// Why leetview is offline, or nil when it is not.
  public var offlineReason: String? {
    if policy.offline { return "offline (--offline)" }
    return lock.withLock { _ in offlineSince.map { "offline: \($0.error.message)" } }
  }

  /// Checks with one short request whether LeetCode can be reached, and remembers the answer for
  /// `isOffline`.
  ///
  /// Any HTTP answer counts as reachable. Call it off the main thread.
  @discardableResult
  public func probeConnectivity() -> Bool {
    if policy.offline { return false }
    guard let api = try? api() else { return false }
    let ping = GraphQLOperation(name: "ping", query: "query ping { __typename }", variables: [:])
    do {
      _ = try api.client.graphQL(ping, budget: .quick)
      noteSuccess()
    } catch let error as FetchError {
      noteFailure(error)
      if error.meansOffline { return false }
      noteSuccess()
    } catch {
      return false
    }
    return true
  }

  /// Why LeetCode could not be reached, when that was less than `offlineMemory` ago.
  func recentOfflineReason() -> FetchReason? {
    lock.withLock { _ in
      guard let since = offlineSince, now().timeIntervalSince(since.date) < Self.offlineMemory else {
        return nil
      }
      return .failed(since.error, offlineHelps: true)
    }
  }

  /// LeetCode answered: leetview is online again.
  func noteSuccess() {
    lock.withLock { _ in offlineSince = nil }
  }

  /// Remembers `error` when it means LeetCode cannot be reached.
  func noteFailure(_ error: FetchError) {
    guard error.meansOffline else { return }
    lock.withLock { _ in offlineSince = (now(), error) }
  }
}
