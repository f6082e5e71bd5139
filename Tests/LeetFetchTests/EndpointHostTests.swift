import Foundation
import Testing

@testable import LeetFetch

/// `LEETVIEW_ENDPOINT` and `LEETVIEW_ASSET_MIRROR` are read by one strict parser: plain http only to
/// a loopback host in its plain form, never a form libcurl reads as another address.
@Suite struct EndpointHostTests {
  /// Forms that resolvers read as an address other than the one they seem to be, or not loopback.
  static let refusedForHTTP = [
    "http://0127.0.0.1:8080", "http://127.1", "http://127.1:8080", "http://2130706433",
    "http://0x7f.0.0.1", "http://0x7f000001", "http://017700000001", "http://127.0.0.01",
    "http://127.000.000.001", "http://[::ffff:127.0.0.1]:80", "http://[0:0:0:0:0:ffff:7f00:1]",
    "http://127.0.0.1.nip.io", "http://127.0.0.1.", "http://localhost.", "http://localhost.evil.test",
    "http://127.0.0.1:0", "http://127.0.0.1:99999", "http://127.0.0.1:", "http://127.0.0.1:80:80",
    "http://[::1", "http://[::1]x", "http://127.0.0.1\\@evil.test", "http://evil.test#@127.0.0.1",
    "http://127.0.0.1:8080?x=1", "http://u@127.0.0.1", "http://127.0.0.1/a b", "http://[fe80::1%25lo]",
    "http://1.2.3.4", "http://[::]", "http://0.0.0.0", "http://[::1]:8080/\u{0}",
  ]

  @Test(arguments: refusedForHTTP)
  func refusedHTTPEndpoint(_ text: String) {
    #expect(throws: LoadError.self, "accepted \(text)") { try Endpoint.parse(text) }
    #expect(throws: LoadError.self, "accepted \(text)") {
      try AssetMirror.resolve(environment: ["LEETVIEW_ASSET_MIRROR": text])
    }
  }

  @Test func hostFormsThatResolveDifferentlyAreRefusedOverHTTPSToo() {
    for text in ["https://0127.0.0.1", "https://2130706433", "https://127.1", "https://0x7f.1/x"] {
      #expect(throws: LoadError.self, "accepted \(text)") { try Endpoint.parse(text) }
    }
  }

  @Test func plainLoopbackFormsAreAcceptedAndWrittenCanonically() throws {
    let accepted: [(String, String)] = [
      ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
      ("http://127.9.8.7:9/", "http://127.9.8.7:9"),
      ("http://[::1]:1", "http://[::1]:1"),
      ("http://[0:0:0:0:0:0:0:1]:8/mirror//", "http://[::1]:8/mirror"),
      ("HTTP://LocalHost:5000/m", "http://localhost:5000/m"),
      ("https://leetcode.com", "https://leetcode.com"),
      ("https://[2001:DB8:0:0:1:0:0:1]:443", "https://[2001:db8::1:0:0:1]:443"),
      ("https://127.0.0.1.nip.io", "https://127.0.0.1.nip.io"),
    ]
    for (text, base) in accepted {
      #expect(try Endpoint.parse(text).base == base, "\(text)")
    }
    #expect(try Endpoint.parse("http://127.0.0.1:8080").displayHost == "127.0.0.1:8080")
    #expect(
      try AssetMirror.resolve(environment: ["LEETVIEW_ASSET_MIRROR": "http://[::1]:9/m/"])?.base
        == "http://[::1]:9/m")
  }

  @Test func refusalIsOneLineNamingTheVariable() {
    for text in ["http://0127.0.0.1:8080", "http://127.1", "http://10.0.0.1", "gopher://x.test", "\u{1B}[2J"]
    {
      do {
        _ = try Endpoint.parse(text)
        Issue.record("accepted \(text)")
      } catch let error as LoadError {
        #expect(error.message.contains("LEETVIEW_ENDPOINT"), "\(error.message)")
        #expect(!error.message.contains("\n") && !error.message.contains("\u{1B}"), "\(error.message)")
      } catch {
        Issue.record("\(error)")
      }
    }
    do {
      _ = try Endpoint.parse("http://0127.0.0.1:8080")
    } catch let error as LoadError {
      #expect(error.message.contains("leading zeros"), "\(error.message)")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func hostsAreReadStrictly() {
    #expect(URLHost("127.0.0.1")?.isLoopback == true)
    #expect(URLHost("[::1]")?.isLoopback == true)
    #expect(URLHost("localhost")?.isLoopback == true)
    #expect(URLHost("::ffff:127.0.0.1")?.isLoopback == false)
    for bad in [
      "0127.0.0.1", "127.1", "2130706433", "0x7f.0.0.1", "127.0.0.01", "256.0.0.1", "a..b", "-a.test", "",
      "é.test", "a.test.",
    ] {
      #expect(URLHost(bad) == nil, "read \(bad)")
    }
    #expect(IPAddress("0:0:0:0:0:0:0:1")?.urlText == "[::1]")
    #expect(IPAddress("1:2:3:4:5:6:7:8:9") == nil && IPAddress("1::2::3") == nil)
    #expect(
      IPAddress("::ffff:1.2.3.4") == IPAddress.v6([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]))
  }
}
