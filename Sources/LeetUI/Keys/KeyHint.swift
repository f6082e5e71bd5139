import TermCore

/// One key hint of a status line, such as `Enter open`: the key named from the key map, so the
/// hint says what the key does where it is shown.
public struct KeyHint: Hashable, Sendable {
  /// The key as the status line names it (`Enter`, `^R`, `n/N`).
  public var key: String
  /// What it does, in a word or two.
  public var label: String

  public init(key: String, label: String) {
    self.key = key
    self.label = label
  }

  /// The hints for `wanted` (commands and their labels) in `context`, in order: each names the
  /// first key bound to its commands there that no earlier hint named and `excluding` leaves.
  ///
  /// A command with no key left gives no hint. Two commands in one hint (next and previous)
  /// name a key of each, `n/N`.
  static func hints(
    _ wanted: [(commands: [KeyCommand], label: String)], in context: KeyContext,
    excluding: Set<Key> = []
  ) -> [KeyHint] {
    var used = excluding
    var hints: [KeyHint] = []
    for (commands, label) in wanted {
      var names: [String] = []
      for command in commands {
        guard let key = KeyMap.keys(for: command, in: context).first(where: { !used.contains($0) })
        else { break }
        used.insert(key)
        names.append(name(of: key, short: true))
      }
      if names.count == commands.count, !names.isEmpty {
        hints.append(KeyHint(key: names.joined(separator: "/"), label: label))
      }
    }
    return hints
  }

  /// The hint for one command in `context`, or nil when no key there gives it.
  static func hint(_ command: KeyCommand, _ label: String, in context: KeyContext) -> KeyHint? {
    hints([([command], label)], in: context).first
  }

  /// The line under a help box: how it closes, the same on every screen (`Esc or ? to close`).
  static func helpFooter(_ words: Words) -> String {
    words.panels.closeHint(
      KeyMap.keys(for: .closeHelp, in: .help).prefix(2).map { name(of: $0) })
  }

  /// A key's name: `Enter`, `Esc`, `Space`, `F1`, `Ctrl-R` (`^R` when `short`), `↓`.
  public static func name(of key: Key, short: Bool = false) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let c): String(c)
    case .control(let c): (short ? "^" : "Ctrl-") + c.uppercased()
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .function(let n): "F\(n)"
    }
  }
}
