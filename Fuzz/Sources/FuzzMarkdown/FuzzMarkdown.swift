import FuzzChecks
import LeetText

/// libFuzzer entry: bytes as a solution or comment in Markdown, read and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let markdown = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  FuzzChecks.check(MarkdownReader.document(markdown))
  return 0
}
