import CCmarkGFM
import Synchronization

/// A Markdown document parsed by cmark-gfm with the table, strikethrough, autolink and tasklist
/// extensions; owns the C tree and frees it.
final class CmarkTree {
  /// One step of a walk: a node entered or exited (leaf nodes are only entered).
  struct Event {
    var node: OpaquePointer
    var entering: Bool
  }

  /// The document node; nil only when cmark could not allocate one.
  private let root: OpaquePointer?

  /// Parses `markdown` (UTF-8, validated by cmark).
  init(_ markdown: String) {
    root = Self.parse(markdown)
  }

  deinit {
    if let root { cmark_node_free(root) }
  }

  /// Calls `body` for every event of a depth-first walk, without recursion.
  func walk(_ body: (Event) -> Void) {
    guard let root, let iterator = cmark_iter_new(root) else { return }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      body(Event(node: node, entering: event == CMARK_EVENT_ENTER))
    }
  }

  /// The 1-based source line ranges of the code blocks (fenced and indented).
  func codeBlockLines() -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    walk { event in
      guard event.entering, cmark_node_get_type(event.node) == CMARK_NODE_CODE_BLOCK else {
        return
      }
      let start = Int(cmark_node_get_start_line(event.node))
      let end = max(start, Int(cmark_node_get_end_line(event.node)))
      if start > 0 { ranges.append(start...end) }
    }
    return ranges
  }

  // MARK: - Parsing

  /// cmark-gfm switches global tables of special characters on and off while it parses with
  /// extensions attached, so parses must not overlap.
  private static let parseLock = Mutex(())

  /// The core extensions, registered once (cmark's registration is not thread-safe).
  private static let extensionNames: [String] = {
    cmark_gfm_core_extensions_ensure_registered()
    return ["table", "strikethrough", "autolink", "tasklist"]
  }()

  /// The tree of `markdown`, parsed while no other parse runs.
  private static func parse(_ markdown: String) -> OpaquePointer? {
    let names = extensionNames
    return parseLock.withLock { _ in parseAlone(markdown, extensions: names) }
  }

  /// The tree of `markdown`, parsed with the extensions `names` attached.
  private static func parseAlone(_ markdown: String, extensions names: [String]) -> OpaquePointer? {
    let options = LV_CMARK_OPT_VALIDATE_UTF8 | LV_CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
    guard let parser = cmark_parser_new(options) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in names {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    var bytes = Array(markdown.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parser_feed(parser, $0, buffer.count)
      }
    }
    return cmark_parser_finish(parser)
  }
}

/// Reading a cmark node's fields as Swift values.
extension OpaquePointer {
  var cmarkType: cmark_node_type { cmark_node_get_type(self) }

  /// The extension's name for nodes made by an extension ("table", "strikethrough" ...).
  var cmarkTypeString: String {
    cmark_node_get_type_string(self).map { String(cString: $0) } ?? ""
  }

  var cmarkLiteral: String {
    cmark_node_get_literal(self).map { String(cString: $0) } ?? ""
  }

  var cmarkURL: String {
    cmark_node_get_url(self).map { String(cString: $0) } ?? ""
  }

  var cmarkFenceInfo: String {
    cmark_node_get_fence_info(self).map { String(cString: $0) } ?? ""
  }
}
