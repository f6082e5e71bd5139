import Foundation

/// How a request and its answer cross the pipe between leetview and `leetview-cookies`: one JSON
/// object each way.
///
/// The cookie values travel only here, on the helper's stdout, never in its arguments, its
/// environment or its errors.
public enum CookieWire {
  /// Encodes a request.
  public static func encode(_ request: CookieRequest) -> Data {
    var object: [String: Any] = [
      "home": request.home, "site": request.site.rawValue,
      "browsers": request.browsers.map(\.rawValue).sorted(), "keyringTimeout": request.keyringTimeout,
      "secondsToLook": request.secondsToLook,
    ]
    if let configHome = request.configHome { object["configHome"] = configHome }
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }

  /// Decodes a request written by `encode(_:)`; nil when it is not one.
  public static func decodeRequest(_ data: Data) -> CookieRequest? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let home = object["home"] as? String, let siteName = object["site"] as? String,
      let site = CookieSite(rawValue: siteName)
    else { return nil }
    let browsers = Set((object["browsers"] as? [String] ?? []).compactMap(Browser.init(rawValue:)))
    return CookieRequest(
      home: home, configHome: object["configHome"] as? String, site: site, browsers: browsers,
      keyringTimeout: object["keyringTimeout"] as? Double ?? 5,
      secondsToLook: object["secondsToLook"] as? Double ?? 20)
  }

  /// Encodes an answer.
  public static func encode(_ answer: CookieAnswer) -> Data {
    let object: [String: Any] = [
      "candidates": answer.candidates.map(encode(candidate:)),
      "report": answer.report.map(encode(line:)),
    ]
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }

  /// Decodes an answer written by `encode(_:)`; nil when it is not one.
  ///
  /// A candidate with a value over `CookieLimits.valueBytes` is left out.
  public static func decodeAnswer(_ data: Data) -> CookieAnswer? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let candidates = object["candidates"] as? [[String: Any]],
      let report = object["report"] as? [[String: Any]]
    else { return nil }
    return CookieAnswer(
      candidates: candidates.compactMap(decodeCandidate), report: report.compactMap(decodeLine))
  }

  private static func encode(candidate: CookieCandidate) -> [String: Any] {
    var object: [String: Any] = [
      "browser": candidate.browser.rawValue, "install": candidate.install.rawValue,
      "profile": candidate.profile, "site": candidate.site.rawValue,
      "session": candidate.cookies.session, "database": candidate.database,
    ]
    object["csrftoken"] = candidate.cookies.csrfToken
    object["cfClearance"] = candidate.cookies.cfClearance
    object["expiry"] = candidate.sessionExpiry?.timeIntervalSince1970
    object["created"] = candidate.sessionCreated?.timeIntervalSince1970
    object["keySource"] = candidate.keySource
    return object
  }

  private static func decodeCandidate(_ object: [String: Any]) -> CookieCandidate? {
    guard let browser = (object["browser"] as? String).flatMap(Browser.init(rawValue:)),
      let install = (object["install"] as? String).flatMap(Install.init(rawValue:)),
      let site = (object["site"] as? String).flatMap(CookieSite.init(rawValue:)),
      let profile = object["profile"] as? String, let session = object["session"] as? String,
      let database = object["database"] as? String
    else { return nil }
    let cookies = BrowserCookies(
      session: session, csrfToken: object["csrftoken"] as? String,
      cfClearance: object["cfClearance"] as? String)
    guard cookies.secrets.allSatisfy({ $0.utf8.count <= CookieLimits.valueBytes }) else { return nil }
    return CookieCandidate(
      browser: browser, install: install, profile: profile, site: site, cookies: cookies,
      sessionExpiry: (object["expiry"] as? Double).map(Date.init(timeIntervalSince1970:)),
      sessionCreated: (object["created"] as? Double).map(Date.init(timeIntervalSince1970:)),
      database: database, keySource: object["keySource"] as? String)
  }

  private static func encode(line: CookieReportLine) -> [String: Any] {
    var object: [String: Any] = ["place": line.place, "outcome": CookieOutcomeWire.encode(line.outcome)]
    object["browser"] = line.browser?.rawValue
    object["install"] = line.install?.rawValue
    object["profile"] = line.profile
    return object
  }

  private static func decodeLine(_ object: [String: Any]) -> CookieReportLine? {
    guard let place = object["place"] as? String,
      let outcome = (object["outcome"] as? [String: Any]).flatMap(CookieOutcomeWire.decode)
    else { return nil }
    return CookieReportLine(
      browser: (object["browser"] as? String).flatMap(Browser.init(rawValue:)),
      install: (object["install"] as? String).flatMap(Install.init(rawValue:)),
      profile: object["profile"] as? String, place: place, outcome: outcome)
  }
}
