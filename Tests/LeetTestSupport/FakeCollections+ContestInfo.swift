import Foundation

/// The REST contest page data, `GET /contest/api/info/<slug>/`, in the shape leetgo reads
/// (`reference/practice-api.md` §6): `contest` in snake_case, `questions` with `title_slug` and
/// `credit`, `containsPremium` beside them.
extension FakeLeetCode {
  /// The REST answer for weekly-pebble-400 (the contest the GraphQL fake knows, with the same
  /// problems and points); 404 with LeetCode's page for any other slug.
  public static let contestInfo400: Data = FakeCollections.encode([
    "contest": [
      "id": 1400, "title": "Weekly Pebble 400", "start_time": 1_781_209_600, "duration": 5400,
      "origin_start_time": 1_781_209_600, "is_virtual": false, "description": "",
    ],
    "questions": [
      [
        "id": 1, "question_id": 900, "credit": 3, "title": "Pebble Count", "english_title": "Pebble Count",
        "title_slug": "pebble-count",
      ],
      [
        "id": 2, "question_id": 901, "credit": 4, "title": "River Crossing",
        "english_title": "River Crossing", "title_slug": "river-crossing",
      ],
      [
        "id": 3, "question_id": 902, "credit": 5, "title": "Lantern Row", "english_title": "Lantern Row",
        "title_slug": "lantern-row",
      ],
      [
        "id": 4, "question_id": 903, "credit": 6, "title": "Stone Garden", "english_title": "Stone Garden",
        "title_slug": "stone-garden",
      ],
    ],
    "registered": false, "containsPremium": false,
  ])

  /// Serves `contestInfo400` at `/contest/api/info/weekly-pebble-400/`.
  public func serveContestInfo() {
    serve(pathPrefix: "/contest/api/info/") { request in
      guard request.method == "GET", request.path.hasPrefix("/contest/api/info/weekly-pebble-400/") else {
        return .response(
          status: 404, headers: [("Content-Type", "text/html")], body: Data("<h1>Not Found</h1>".utf8))
      }
      return .response(
        status: 200, headers: [("Content-Type", "application/json")], body: Self.contestInfo400)
    }
  }
}
