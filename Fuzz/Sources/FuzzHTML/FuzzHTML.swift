import FuzzChecks
import LeetText

/// libFuzzer entry: bytes as a problem statement in HTML, read and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let html = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  FuzzChecks.check(HTMLReader.document(html))
  return 0
}
