import FoundationEssentials
import LeetModel

/// How a request and its outcome cross the pipe between leetview and its network helper,
/// `leetview-fetch`: one JSON object each way, bodies in base64.
///
/// The helper exists so that leetview itself does not load FoundationNetworking (libcurl and some
/// thirty libraries behind it): reading from the cache, the common case, starts as fast as a
/// program that only decodes JSON. The network is paid for only when it is used.
public enum TransportWire {
  /// Encodes a request and the time allowed for it.
  public static func encode(_ request: HTTPRequest, timeout: TimeInterval) -> Data {
    JSONWriter.data(
      .object([
        "method": .string(request.method),
        "url": .string(request.url.absoluteString),
        "headers": .array(request.headers.map { .array([.string($0.name), .string($0.value)]) }),
        "body": request.body.map { .string($0.base64EncodedString()) } ?? .null,
        "timeout": .number(timeout),
        "publicOnly": .bool(request.publicAddressesOnly),
        "maximumBody": request.maximumBody.map { .number(Double($0)) } ?? .null,
      ]))
  }

  /// Decodes a request written by `encode(_:timeout:)`.
  public static func decodeRequest(_ data: Data) -> (request: HTTPRequest, timeout: TimeInterval)? {
    guard let object = try? JSONValue.parse(data).object,
      let method = object["method"]?.exactString, let text = object["url"]?.exactString,
      let url = URL(string: text), let timeout = object["timeout"]?.exactNumber
    else { return nil }
    // As the cast `as? [[String]]` read them: every item a list of strings, or no header at all.
    let items = object["headers"]?.array ?? []
    let lists = items.compactMap(\.exactStrings)
    let headers = (lists.count == items.count ? lists : []).compactMap { pair in
      pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
    }
    let body = object["body"]?.exactString.flatMap { Data(base64Encoded: $0) }
    var request = HTTPRequest(method: method, url: url, headers: headers, body: body)
    request.publicAddressesOnly = object["publicOnly"]?.exactBool ?? false
    request.maximumBody = object["maximumBody"]?.exactInt
    return (request, timeout)
  }

  /// Encodes what became of a request.
  public static func encode(_ outcome: Result<HTTPResponse, TransportError>) -> Data {
    let object: [String: JSONValue]
    switch outcome {
    case .success(let response):
      object = [
        "status": .number(Double(response.status)),
        "headers": .object(response.headers.mapValues(JSONValue.string)),
        "body": .string(response.body.base64EncodedString()),
      ]
    case .failure(let error):
      let (kind, message): (String, String) =
        switch error {
        case .timedOut: ("timedOut", "")
        case .cannotConnect(let m): ("cannotConnect", m)
        case .connectionLost(let m): ("connectionLost", m)
        case .untrusted(let m): ("untrusted", m)
        case .tooLarge(let bytes): ("tooLarge", String(bytes))
        case .refused(let m): ("refused", m)
        case .other(let m): ("other", m)
        }
      object = ["error": .string(kind), "message": .string(message)]
    }
    return JSONWriter.data(.object(object))
  }

  /// Decodes what the helper wrote back.
  /// - Throws: `TransportError` for a failure it reports, or `.other` when the reply is unreadable.
  public static func decodeOutcome(_ data: Data) throws -> HTTPResponse {
    guard let object = try? JSONValue.parse(data).object else {
      throw TransportError.other("the network helper gave no answer")
    }
    if let kind = object["error"]?.exactString {
      let message = object["message"]?.exactString ?? ""
      switch kind {
      case "timedOut": throw TransportError.timedOut
      case "cannotConnect": throw TransportError.cannotConnect(message)
      case "connectionLost": throw TransportError.connectionLost(message)
      case "untrusted": throw TransportError.untrusted(message)
      case "tooLarge": throw TransportError.tooLarge(Int(message) ?? 0)
      case "refused": throw TransportError.refused(message)
      default: throw TransportError.other(message)
      }
    }
    guard let status = object["status"]?.exactInt, let text = object["body"]?.exactString,
      let body = Data(base64Encoded: text)
    else { throw TransportError.other("the network helper gave an unreadable answer") }
    // As the cast `as? [String: String]` read them: every value a string, or no header at all.
    let fields = object["headers"]?.object ?? [:]
    let headers = fields.compactMapValues(\.exactString)
    return HTTPResponse(status: status, headers: headers.count == fields.count ? headers : [:], body: body)
  }
}
