import CCurl
import FoundationEssentials
import Glibc
import LeetFetch
import TermCore

/// Sends requests with libcurl's easy interface: one blocking transfer per request, during which
/// the thread sleeps in `poll` (waiting costs nothing).
///
/// No cookie store, no response cache, no redirects, http and https only, a hard deadline per
/// request, an idle timeout, no header holding a line break, no connection to a local address for a
/// request held to public ones, and a cap on the body's size (the transfer stops as soon as it is
/// passed, so a huge answer never fills memory). URLSession was used before; on Linux it keeps a
/// write source on the socket once connected, and while an answer is awaited that source fires
/// without end (most of a core, issue 14).
public final class CurlTransport: HTTPTransport, Sendable {
  private let idleTimeout: TimeInterval
  private let maximumBody: Int

  /// - Parameters:
  ///   - idleTimeout: how long the connection may stay silent (connecting included).
  ///   - maximumBody: the largest body accepted, in bytes.
  public init(idleTimeout: TimeInterval = 8, maximumBody: Int = 8 << 20) {
    self.idleTimeout = idleTimeout
    self.maximumBody = maximumBody
  }

  /// libcurl's global set-up, done once before the first transfer.
  private static let started: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    try request.checkHeaders()
    guard Self.started, let handle = curl_easy_init() else {
      throw TransportError.other("the HTTP library (libcurl) could not start")
    }
    defer { curl_easy_cleanup(handle) }
    let maximum = min(maximumBody, max(0, request.maximumBody ?? maximumBody))
    let transfer = Transfer(maximum: maximum)
    let context = Unmanaged.passRetained(transfer)
    defer { context.release() }
    var headers: UnsafeMutablePointer<curl_slist>? = nil
    defer { curl_slist_free_all(headers) }
    for (name, value) in request.headers {
      headers = curl_slist_append(headers, "\(name): \(value)")
    }
    // No "Expect: 100-continue" round trip before a body.
    headers = curl_slist_append(headers, "Expect:")
    var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let code = errorText.withUnsafeMutableBufferPointer { buffer -> CURLcode in
      configure(handle, request, timeout: timeout, maximum: maximum, headers: headers)
      if request.publicAddressesOnly {
        // No proxy (its address is not the host's), and every address checked before connecting.
        _ = lv_curl_set_pointer(handle, CURLOPT_PROXY, "")
        _ = lv_curl_set_opener(handle, openPublicSocket)
        _ = lv_curl_set_pointer(handle, CURLOPT_OPENSOCKETDATA, context.toOpaque())
      }
      _ = lv_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
      _ = lv_curl_set_receiver(handle, CURLOPT_WRITEFUNCTION, receiveBody)
      _ = lv_curl_set_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
      _ = lv_curl_set_receiver(handle, CURLOPT_HEADERFUNCTION, receiveHeader)
      _ = lv_curl_set_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque())
      return curl_easy_perform(handle)
    }
    if let tooLarge = transfer.tooLarge { throw TransportError.tooLarge(tooLarge) }
    if code != CURLE_OK, transfer.refusedAddress {
      throw TransportError.refused("the host resolved to an address that is not public")
    }
    guard code == CURLE_OK else {
      var osError = 0
      _ = lv_curl_get_long(handle, CURLINFO_OS_ERRNO, &osError)
      let detail = String(
        decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw Self.classify(
        code, osError: Int32(osError), detail: detail, transfer: transfer, maximum: maximum)
    }
    var status = 0
    _ = lv_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return HTTPResponse(status: status, headers: transfer.headers, body: transfer.body)
  }

  /// Sets the request, its limits and its protections on `handle`.
  private func configure(
    _ handle: UnsafeMutableRawPointer, _ request: HTTPRequest, timeout: TimeInterval, maximum: Int,
    headers: UnsafeMutablePointer<curl_slist>?
  ) {
    let deadline = Int(clampingFinite: max(0.05, timeout) * 1000) ?? 50
    _ = lv_curl_set_pointer(handle, CURLOPT_URL, request.url.absoluteString)
    _ = lv_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
    _ = lv_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = lv_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
    _ = lv_curl_set_long(handle, CURLOPT_TIMEOUT_MS, deadline)
    _ = lv_curl_set_long(
      handle, CURLOPT_CONNECTTIMEOUT_MS, min(deadline, Int(clampingFinite: idleTimeout * 1000) ?? deadline))
    // Idle: less than a byte a second for `idleTimeout` seconds ends the transfer.
    _ = lv_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
    _ = lv_curl_set_long(
      handle, CURLOPT_LOW_SPEED_TIME, max(1, Int(clampingFinite: idleTimeout.rounded(.up)) ?? 1))
    _ = lv_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximum))
    _ = lv_curl_set_pointer(handle, CURLOPT_ACCEPT_ENCODING, "")
    _ = lv_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headers)
    if request.method == "GET" {
      _ = lv_curl_set_long(handle, CURLOPT_HTTPGET, 1)
      return
    }
    if request.method != "POST" {
      _ = lv_curl_set_pointer(handle, CURLOPT_CUSTOMREQUEST, request.method)
    }
    let body = request.body ?? Data()
    _ = lv_curl_set_long(handle, CURLOPT_POST, 1)
    _ = lv_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
    // COPYPOSTFIELDS copies the bytes, so they need not outlive this call.
    let empty: StaticString = ""
    body.withUnsafeBytes { bytes in
      _ = lv_curl_set_pointer(
        handle, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start))
    }
  }

  /// The transport's failure for libcurl's `code`.
  static func classify(
    _ code: CURLcode, osError: Int32, detail: String, transfer: Transfer, maximum: Int
  ) -> TransportError {
    let fallback = String(cString: curl_easy_strerror(code))
    let words = String(TextSanitizer.oneLine(detail.isEmpty ? fallback : detail).prefix(160))
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut
    case CURLE_COULDNT_CONNECT:
      if osError == ECONNREFUSED { return .cannotConnect("connection refused") }
      return .cannotConnect("could not connect (\(words.prefix(80)))")
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
      return .cannotConnect("host not found")
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
      CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
      let useful = ["SSL", "TLS", "certificate"].contains { words.contains($0) }
      return .untrusted(useful ? words : "the secure (TLS) connection failed")
    case CURLE_RECV_ERROR, CURLE_SEND_ERROR:
      return .connectionLost("the connection was reset")
    case CURLE_PARTIAL_FILE:
      return .connectionLost("the connection was lost mid-response")
    case CURLE_GOT_NOTHING, CURLE_WEIRD_SERVER_REPLY:
      return .connectionLost("the response was malformed or cut short")
    case CURLE_FILESIZE_EXCEEDED:
      return .tooLarge(Int(transfer.headers["content-length"] ?? "") ?? maximum + 1)
    default:
      return .other("network error (\(words.prefix(80)))")
    }
  }
}

/// One transfer's response as it arrives: the header fields of the last response head (after
/// any interim `100 Continue`) and the body, up to the cap.
final class Transfer: @unchecked Sendable {
  let maximum: Int
  private(set) var body = Data()
  private(set) var headers: [String: String] = [:]
  /// The bytes announced or received when the body passed the cap.
  private(set) var tooLarge: Int?
  /// Whether a connection was refused because its address is not public.
  var refusedAddress = false

  init(maximum: Int) {
    self.maximum = maximum
  }

  /// Appends a piece of the body; false once the body is over the cap.
  func append(_ piece: UnsafeRawBufferPointer) -> Bool {
    if body.count + piece.count > maximum {
      tooLarge = body.count + piece.count
      body = Data()
      return false
    }
    body.append(contentsOf: piece)
    return true
  }

  /// Takes one header line: a status line starts a new head, a field joins the current one.
  func header(_ line: String) {
    if line.hasPrefix("HTTP/") {
      headers = [:]
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].trimmingWhitespace.lowercased()
    let value = line[line.index(after: colon)...].trimmingWhitespaceAndNewlines
    headers[name] = headers[name].map { $0 + ", " + value } ?? value
  }
}

/// libcurl's body callback: appends to the `Transfer`, or stops the transfer past the cap.
private let receiveBody: lv_curl_receiver = { data, size, count, context in
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
  let bytes = size * count
  return transfer.append(UnsafeRawBufferPointer(start: data, count: bytes)) ? bytes : 0
}

/// libcurl's header callback: one line at a time, with its line break.
private let receiveHeader: lv_curl_receiver = { data, size, count, context in
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
  let bytes = size * count
  transfer.header(String(decoding: UnsafeRawBufferPointer(start: data, count: bytes), as: UTF8.self))
  return bytes
}

/// libcurl's socket opener for requests held to public addresses: opens the socket only when the
/// address libcurl resolved and is about to connect to is public, else marks the transfer and
/// refuses (libcurl then tries the host's next address, if any).
private let openPublicSocket: lv_curl_opener = { context, _, address in
  guard let context, let address else { return CURL_SOCKET_BAD }
  let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
  var bytes = [UInt8](repeating: 0, count: 16)
  let count = Int(lv_curl_address_bytes(address, &bytes))
  guard let ip = IPAddress(bytes: Array(bytes.prefix(count))), ip.isPublic else {
    transfer.refusedAddress = true
    return CURL_SOCKET_BAD
  }
  return lv_curl_open_socket(address)
}
