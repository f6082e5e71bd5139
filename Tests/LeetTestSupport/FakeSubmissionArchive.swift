import Foundation
import LeetModel

/// The fake LeetCode's archive of a user's submissions: `GET /api/submissions/` in pages of the
/// REST dump (code included, newest first, only for the session's cookie) and `submissionDetails`
/// with the beats figures, each request's time recorded.
public final class FakeSubmissionArchive: @unchecked Sendable {
  /// One submission the archive holds.
  public struct Row: Sendable {
    public var id: Int
    public var slug: String
    public var title: String
    public var lang: String
    public var status: String
    public var timestamp: Int
    public var runtime: String
    public var memory: String
    public var code: String
    public var runtimePercentile: Double?

    public init(
      id: Int, slug: String, title: String, lang: String = "python3", status: String = "Accepted",
      timestamp: Int, runtime: String = "52 ms", memory: String = "17.1 MB", code: String,
      runtimePercentile: Double? = 87.25
    ) {
      self.id = id
      self.slug = slug
      self.title = title
      self.lang = lang
      self.status = status
      self.timestamp = timestamp
      self.runtime = runtime
      self.memory = memory
      self.code = code
      self.runtimePercentile = runtimePercentile
    }
  }

  private let lock = NSLock()
  private var rows: [Row]
  private var times: [(path: String, at: ContinuousClock.Instant)] = []
  /// The session cookie the archive answers; any other gets 403.
  public let session: String

  /// Serves `rows` (any order; served newest first) on `fake` for `session`.
  public init(on fake: FakeLeetCode, session: String, rows: [Row]) {
    self.session = session
    self.rows = rows
    fake.serve(pathPrefix: "/api/submissions") { [weak self] request in
      self?.page(request) ?? .response(status: 500, headers: [], body: Data())
    }
    fake.serve(queryContaining: "submissionDetails") { [weak self] variables in
      self?.detail(variables)
    }
  }

  /// Adds a submission (a new submit on the site).
  public func add(_ row: Row) { lock.withLock { rows.append(row) } }

  /// The paths of the archive's page requests, in order.
  public var pageRequests: [String] {
    lock.withLock { times.filter { $0.path.hasPrefix("/api/") }.map(\.path) }
  }

  /// How many detail requests came.
  public var detailRequests: Int { lock.withLock { times.filter { $0.path == "details" }.count } }

  /// The time between the first two of the archive's requests, nil with fewer than two.
  public var firstGap: Duration? {
    lock.withLock { times.count >= 2 ? times[0].at.duration(to: times[1].at) : nil }
  }

  /// The least time between two of the archive's requests in a row, nil with fewer than two.
  public var shortestGap: Duration? {
    lock.withLock {
      zip(times, times.dropFirst()).map { $0.at.duration(to: $1.at) }.min()
    }
  }

  private func page(_ request: ReceivedRequest) -> FakeReply {
    lock.withLock { times.append((request.path, .now)) }
    guard let cookie = request.headers["cookie"], cookie.contains("LEETCODE_SESSION=\(session)") else {
      return .response(
        status: 403, headers: [("Content-Type", "application/json")],
        body: Data(#"{"detail":"Authentication credentials were not provided."}"#.utf8))
    }
    let query = URLComponents(string: request.path)?.queryItems ?? []
    let offset = query.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
    let limit = query.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
    let sorted = lock.withLock { rows.sorted { $0.timestamp > $1.timestamp } }
    let start = min(max(0, offset), sorted.count)
    let end = min(sorted.count, start + max(1, min(limit, 20)))
    let dump: [[String: Any]] = sorted[start..<end].map { row in
      [
        "id": row.id, "lang": row.lang, "time": "1\u{a0}month", "timestamp": row.timestamp,
        "status_display": row.status, "runtime": row.runtime, "url": "/submissions/detail/\(row.id)/",
        "is_pending": "Not Pending", "title": row.title, "memory": row.memory, "code": row.code,
        "compare_result": "111", "title_slug": row.slug,
      ]
    }
    let body: [String: Any] = [
      "submissions_dump": dump, "has_next": end < sorted.count, "last_key": "key\(end)",
    ]
    return .response(
      status: 200, headers: [("Content-Type", "application/json")],
      body: (try? JSONSerialization.data(withJSONObject: body)) ?? Data())
  }

  private func detail(_ variables: JSONValue) -> Data? {
    lock.withLock { times.append(("details", .now)) }
    let id = variables["id"].int ?? variables["submissionId"].string.flatMap(Int.init) ?? -1
    guard let row = lock.withLock({ rows.first { $0.id == id } }) else { return nil }
    var node: [String: Any] = [
      "id": String(row.id), "code": row.code, "runtimeDisplay": row.runtime, "memoryDisplay": row.memory,
      "memoryPercentile": 40.5, "lang": ["name": row.lang, "verboseName": "Python3"],
    ]
    node["runtimePercentile"] = row.runtimePercentile ?? NSNull()
    return try? JSONSerialization.data(withJSONObject: ["data": ["submissionDetails": node]])
  }
}
