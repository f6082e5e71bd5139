import Foundation

/// How a request and its outcome cross the pipe between leetview and its network helper,
/// `leetview-fetch`: one JSON object each way, bodies in base64.
///
/// The helper exists so that leetview itself does not load FoundationNetworking (libcurl and some
/// thirty libraries behind it): reading from the cache, the common case, starts as fast as a
/// program that only decodes JSON. The network is paid for only when it is used.
public enum TransportWire {
  /// Encodes a request and the time allowed for it.
  public static func encode(_ request: HTTPRequest, timeout: TimeInterval) -> Data {
    let object: [String: Any] = [
      "method": request.method,
      "url": request.url.absoluteString,
      "headers": request.headers.map { [$0.name, $0.value] },
      "body": request.body?.base64EncodedString() as Any? ?? NSNull(),
      "timeout": timeout,
      "publicOnly": request.publicAddressesOnly,
      "maximumBody": request.maximumBody as Any? ?? NSNull(),
    ]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  /// Decodes a request written by `encode(_:timeout:)`.
  public static func decodeRequest(_ data: Data) -> (request: HTTPRequest, timeout: TimeInterval)? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let method = object["method"] as? String, let text = object["url"] as? String,
      let url = URL(string: text), let timeout = object["timeout"] as? Double
    else { return nil }
    let headers = (object["headers"] as? [[String]] ?? []).compactMap { pair in
      pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
    }
    let body = (object["body"] as? String).flatMap { Data(base64Encoded: $0) }
    var request = HTTPRequest(method: method, url: url, headers: headers, body: body)
    request.publicAddressesOnly = object["publicOnly"] as? Bool ?? false
    request.maximumBody = object["maximumBody"] as? Int
    return (request, timeout)
  }

  /// Encodes what became of a request.
  public static func encode(_ outcome: Result<HTTPResponse, TransportError>) -> Data {
    let object: [String: Any]
    switch outcome {
    case .success(let response):
      object = [
        "status": response.status, "headers": response.headers, "body": response.body.base64EncodedString(),
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
      object = ["error": kind, "message": message]
    }
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  /// Decodes what the helper wrote back.
  /// - Throws: `TransportError` for a failure it reports, or `.other` when the reply is unreadable.
  public static func decodeOutcome(_ data: Data) throws -> HTTPResponse {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TransportError.other("the network helper gave no answer")
    }
    if let kind = object["error"] as? String {
      let message = object["message"] as? String ?? ""
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
    guard let status = object["status"] as? Int, let text = object["body"] as? String,
      let body = Data(base64Encoded: text)
    else { throw TransportError.other("the network helper gave an unreadable answer") }
    return HTTPResponse(status: status, headers: object["headers"] as? [String: String] ?? [:], body: body)
  }
}
