import Foundation

/// How a report line's outcome crosses the pipe: a kind and its details.
enum CookieOutcomeWire {
  static func encode(_ outcome: CookieOutcome) -> [String: Any] {
    switch outcome {
    case .found: ["kind": "found"]
    case .notFound: ["kind": "notFound"]
    case .noCookie: ["kind": "noCookie"]
    case .expired(let date): ["kind": "expired", "date": date.timeIntervalSince1970]
    case .noPermission: ["kind": "noPermission"]
    case .profileMissing: ["kind": "profileMissing"]
    case .undecryptable(let tried): ["kind": "undecryptable", "tried": tried]
    case .database(let problem): ["kind": "database"].merging(encode(problem)) { $1 }
    case .keyring(let problem): ["kind": "keyring"].merging(encode(problem)) { $1 }
    case .cookieTooLarge(let name, let bytes, let limit):
      ["kind": "cookieTooLarge", "name": name, "bytes": bytes, "limit": limit]
    }
  }

  static func decode(_ object: [String: Any]) -> CookieOutcome? {
    switch object["kind"] as? String {
    case "found": .found
    case "notFound": .notFound
    case "noCookie": .noCookie
    case "expired": (object["date"] as? Double).map { .expired(Date(timeIntervalSince1970: $0)) }
    case "noPermission": .noPermission
    case "profileMissing": .profileMissing
    case "undecryptable": .undecryptable(tried: object["tried"] as? [String] ?? [])
    case "database": decodeDatabase(object).map(CookieOutcome.database)
    case "keyring": decodeKeyring(object).map(CookieOutcome.keyring)
    case "cookieTooLarge":
      (object["name"] as? String).map {
        .cookieTooLarge(name: $0, bytes: object["bytes"] as? Int ?? 0, limit: object["limit"] as? Int ?? 0)
      }
    default: nil
    }
  }

  private static func encode(_ problem: DatabaseProblem) -> [String: Any] {
    switch problem {
    case .locked: ["problem": "locked"]
    case .truncated: ["problem": "truncated"]
    case .unknownSchema: ["problem": "unknownSchema"]
    case .notSQLite: ["problem": "notSQLite"]
    case .unreadable(let reason): ["problem": "unreadable", "detail": reason]
    case .tooLarge(let bytes, let limit): ["problem": "tooLarge", "bytes": bytes, "limit": limit]
    case .tooSlow(let seconds): ["problem": "tooSlow", "seconds": seconds]
    }
  }

  private static func decodeDatabase(_ object: [String: Any]) -> DatabaseProblem? {
    switch object["problem"] as? String {
    case "locked": .locked
    case "truncated": .truncated
    case "unknownSchema": .unknownSchema
    case "notSQLite": .notSQLite
    case "unreadable": .unreadable(object["detail"] as? String ?? "")
    case "tooLarge":
      .tooLarge(bytes: object["bytes"] as? Int64 ?? 0, limit: object["limit"] as? Int64 ?? 0)
    case "tooSlow": .tooSlow(seconds: object["seconds"] as? Int ?? 0)
    default: nil
    }
  }

  private static func encode(_ problem: KeyringProblem) -> [String: Any] {
    switch problem {
    case .noAnswer(let seconds): ["problem": "noAnswer", "seconds": seconds]
    case .absent(let reason): ["problem": "absent", "detail": reason]
    case .locked: ["problem": "locked"]
    case .failed(let reason): ["problem": "failed", "detail": reason]
    }
  }

  private static func decodeKeyring(_ object: [String: Any]) -> KeyringProblem? {
    switch object["problem"] as? String {
    case "noAnswer": .noAnswer(seconds: object["seconds"] as? Int ?? 5)
    case "absent": .absent(object["detail"] as? String ?? "")
    case "locked": .locked
    case "failed": .failed(object["detail"] as? String ?? "")
    default: nil
    }
  }
}
