import FoundationEssentials
import LeetModel

/// How a request and its answer cross the pipe between leetview and `leetview-cookies`: one JSON
/// object each way, keys sorted (the bytes JSONSerialization's `.sortedKeys` wrote).
///
/// The cookie values travel only here, on the helper's stdout, never in its arguments, its
/// environment or its errors.
public enum CookieWire {
  /// Encodes a request.
  public static func encode(_ request: CookieRequest) -> Data {
    var object: [String: JSONValue] = [
      "home": .string(request.home), "site": .string(request.site.rawValue),
      "browsers": .array(request.browsers.map(\.rawValue).sorted().map(JSONValue.string)),
      "keyringTimeout": .number(request.keyringTimeout), "secondsToLook": .number(request.secondsToLook),
    ]
    object["configHome"] = request.configHome.map(JSONValue.string)
    return JSONWriter.data(.object(object))
  }

  /// Decodes a request written by `encode(_:)`; nil when it is not one.
  public static func decodeRequest(_ data: Data) -> CookieRequest? {
    guard let object = try? JSONValue.parse(data), let home = object["home"].exactString,
      let siteName = object["site"].exactString,
      let site = Site(rawValue: siteName)
    else { return nil }
    let browsers = Set((object["browsers"].exactStrings ?? []).compactMap(Browser.init(rawValue:)))
    return CookieRequest(
      home: home, configHome: object["configHome"].exactString, site: site, browsers: browsers,
      keyringTimeout: object["keyringTimeout"].exactNumber ?? 5,
      secondsToLook: object["secondsToLook"].exactNumber ?? 20)
  }

  /// Encodes an answer.
  public static func encode(_ answer: CookieAnswer) -> Data {
    let object: [String: JSONValue] = [
      "candidates": .array(answer.candidates.map(encode(candidate:))),
      "report": .array(answer.report.map(encode(line:))),
    ]
    return JSONWriter.data(.object(object))
  }

  /// Decodes an answer written by `encode(_:)`; nil when it is not one.
  ///
  /// A candidate with a value over `CookieLimits.valueBytes` is left out.
  public static func decodeAnswer(_ data: Data) -> CookieAnswer? {
    guard let object = try? JSONValue.parse(data), let candidates = objects(object["candidates"]),
      let report = objects(object["report"])
    else { return nil }
    return CookieAnswer(
      candidates: candidates.compactMap(decodeCandidate), report: report.compactMap(decodeLine))
  }

  /// A list of objects only; nil when it holds anything else.
  private static func objects(_ value: JSONValue) -> [JSONValue]? {
    guard let items = value.array, items.allSatisfy({ $0.object != nil }) else { return nil }
    return items
  }

  /// A candidate's wire object.
  private static func encode(candidate: CookieCandidate) -> JSONValue {
    var object: [String: JSONValue] = [
      "browser": .string(candidate.browser.rawValue), "install": .string(candidate.install.rawValue),
      "profile": .string(candidate.profile), "site": .string(candidate.site.rawValue),
      "session": .string(candidate.cookies.session), "database": .string(candidate.database),
    ]
    object["csrftoken"] = candidate.cookies.csrfToken.map(JSONValue.string)
    object["cfClearance"] = candidate.cookies.cfClearance.map(JSONValue.string)
    object["expiry"] = candidate.sessionExpiry.map { .number($0.timeIntervalSince1970) }
    object["created"] = candidate.sessionCreated.map { .number($0.timeIntervalSince1970) }
    object["keySource"] = candidate.keySource.map(JSONValue.string)
    return .object(object)
  }

  /// The candidate of a wire object; nil when it is not one or a value is over the limit.
  private static func decodeCandidate(_ object: JSONValue) -> CookieCandidate? {
    guard let browser = object["browser"].exactString.flatMap(Browser.init(rawValue:)),
      let install = object["install"].exactString.flatMap(Install.init(rawValue:)),
      let site = object["site"].exactString.flatMap(Site.init(rawValue:)),
      let profile = object["profile"].exactString, let session = object["session"].exactString,
      let database = object["database"].exactString
    else { return nil }
    let cookies = BrowserCookies(
      session: session, csrfToken: object["csrftoken"].exactString,
      cfClearance: object["cfClearance"].exactString)
    guard cookies.secrets.allSatisfy({ $0.utf8.count <= CookieLimits.valueBytes }) else { return nil }
    return CookieCandidate(
      browser: browser, install: install, profile: profile, site: site, cookies: cookies,
      sessionExpiry: object["expiry"].exactNumber.map(Date.init(timeIntervalSince1970:)),
      sessionCreated: object["created"].exactNumber.map(Date.init(timeIntervalSince1970:)),
      database: database, keySource: object["keySource"].exactString)
  }

  /// A report line's wire object.
  private static func encode(line: CookieReportLine) -> JSONValue {
    var object: [String: JSONValue] = [
      "place": .string(line.place), "outcome": CookieOutcomeWire.encode(line.outcome),
    ]
    object["browser"] = line.browser.map { .string($0.rawValue) }
    object["install"] = line.install.map { .string($0.rawValue) }
    object["profile"] = line.profile.map(JSONValue.string)
    return .object(object)
  }

  /// The report line of a wire object; nil when it is not one.
  private static func decodeLine(_ object: JSONValue) -> CookieReportLine? {
    guard let place = object["place"].exactString,
      let outcome = CookieOutcomeWire.decode(object["outcome"])
    else { return nil }
    return CookieReportLine(
      browser: object["browser"].exactString.flatMap(Browser.init(rawValue:)),
      install: object["install"].exactString.flatMap(Install.init(rawValue:)),
      profile: object["profile"].exactString, place: place, outcome: outcome)
  }
}
