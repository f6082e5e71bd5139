import FoundationEssentials
import LeetModel

/// How a report line's outcome crosses the pipe: a kind and its details.
enum CookieOutcomeWire {
  /// The outcome as its wire object.
  static func encode(_ outcome: CookieOutcome) -> JSONValue {
    let members: [String: JSONValue] =
      switch outcome {
      case .found: ["kind": .string("found")]
      case .notFound: ["kind": .string("notFound")]
      case .noCookie: ["kind": .string("noCookie")]
      case .expired(let date): ["kind": .string("expired"), "date": .number(date.timeIntervalSince1970)]
      case .noPermission: ["kind": .string("noPermission")]
      case .profileMissing: ["kind": .string("profileMissing")]
      case .undecryptable(let tried):
        ["kind": .string("undecryptable"), "tried": .array(tried.map(JSONValue.string))]
      case .database(let problem): ["kind": .string("database")].merging(encode(problem)) { $1 }
      case .keyring(let problem): ["kind": .string("keyring")].merging(encode(problem)) { $1 }
      case .cookieTooLarge(let name, let bytes, let limit):
        [
          "kind": .string("cookieTooLarge"), "name": .string(name), "bytes": .number(Double(bytes)),
          "limit": .number(Double(limit)),
        ]
      }
    return .object(members)
  }

  /// The outcome a wire object written by `encode(_:)` says; nil when it is not one.
  static func decode(_ object: JSONValue) -> CookieOutcome? {
    switch object["kind"].exactString {
    case "found": .found
    case "notFound": .notFound
    case "noCookie": .noCookie
    case "expired": object["date"].exactNumber.map { .expired(Date(timeIntervalSince1970: $0)) }
    case "noPermission": .noPermission
    case "profileMissing": .profileMissing
    case "undecryptable": .undecryptable(tried: object["tried"].exactStrings ?? [])
    case "database": decodeDatabase(object).map(CookieOutcome.database)
    case "keyring": decodeKeyring(object).map(CookieOutcome.keyring)
    case "cookieTooLarge":
      object["name"].exactString.map {
        .cookieTooLarge(
          name: $0, bytes: object["bytes"].exactWholeInt ?? 0, limit: object["limit"].exactWholeInt ?? 0)
      }
    default: nil
    }
  }

  /// A database problem's members of the wire object.
  private static func encode(_ problem: DatabaseProblem) -> [String: JSONValue] {
    switch problem {
    case .locked: ["problem": .string("locked")]
    case .truncated: ["problem": .string("truncated")]
    case .unknownSchema: ["problem": .string("unknownSchema")]
    case .notSQLite: ["problem": .string("notSQLite")]
    case .unreadable(let reason): ["problem": .string("unreadable"), "detail": .string(reason)]
    case .tooLarge(let bytes, let limit):
      ["problem": .string("tooLarge"), "bytes": .number(Double(bytes)), "limit": .number(Double(limit))]
    case .tooSlow(let seconds): ["problem": .string("tooSlow"), "seconds": .number(Double(seconds))]
    }
  }

  /// The database problem of a wire object; nil when it names none.
  private static func decodeDatabase(_ object: JSONValue) -> DatabaseProblem? {
    switch object["problem"].exactString {
    case "locked": .locked
    case "truncated": .truncated
    case "unknownSchema": .unknownSchema
    case "notSQLite": .notSQLite
    case "unreadable": .unreadable(object["detail"].exactString ?? "")
    case "tooLarge":
      .tooLarge(bytes: object["bytes"].exactWholeInt64 ?? 0, limit: object["limit"].exactWholeInt64 ?? 0)
    case "tooSlow": .tooSlow(seconds: object["seconds"].exactWholeInt ?? 0)
    default: nil
    }
  }

  /// A keyring problem's members of the wire object.
  private static func encode(_ problem: KeyringProblem) -> [String: JSONValue] {
    switch problem {
    case .noAnswer(let seconds): ["problem": .string("noAnswer"), "seconds": .number(Double(seconds))]
    case .absent(let reason): ["problem": .string("absent"), "detail": .string(reason)]
    case .locked: ["problem": .string("locked")]
    case .failed(let reason): ["problem": .string("failed"), "detail": .string(reason)]
    }
  }

  /// The keyring problem of a wire object; nil when it names none.
  private static func decodeKeyring(_ object: JSONValue) -> KeyringProblem? {
    switch object["problem"].exactString {
    case "noAnswer": .noAnswer(seconds: object["seconds"].exactWholeInt ?? 5)
    case "absent": .absent(object["detail"].exactString ?? "")
    case "locked": .locked
    case "failed": .failed(object["detail"].exactString ?? "")
    default: nil
    }
  }
}
