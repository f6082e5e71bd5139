import TermCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `-direct` terminfo entry curses opens instead of `TERM` when the terminal shows 24-bit
/// colour: ncurses sends 24-bit colour only through such an entry (`RGB`, `colors#0x1000000`).
///
/// `tmux-256color` under `COLORTERM=truecolor` opens `tmux-direct`, `xterm-256color` opens
/// `xterm-direct`; without such an entry (Debian's `ncurses-term` package has them) `TERM`
/// is opened as it is and the interface stays in 256 colours.
public enum DirectColorTerminfo {
  /// The entry to open for `environment`, nil for `TERM` itself: the first of `TERM`'s
  /// `-direct` siblings that `exists`, when `COLORTERM` says 24-bit and colour is allowed.
  public static func entry(environment: [String: String], exists: (String) -> Bool) -> String? {
    guard wantsDirect(environment), let term = environment["TERM"] else { return nil }
    return candidates(for: term).first(where: exists)
  }

  /// Whether the environment asks for 24-bit colour: `COLORTERM=truecolor|24bit`, no `NO_COLOR`,
  /// a `TERM` that is not already direct and can be drawn on.
  static func wantsDirect(_ environment: [String: String]) -> Bool {
    let surroundings = Surroundings(environment: environment)
    guard surroundings.saysTrueColor, !surroundings.noColor,
      let term = environment["TERM"], !term.isEmpty, term != "dumb", !term.contains("direct")
    else { return false }
    return true
  }

  /// The sibling names to try, nearest first: `tmux-256color` gives `tmux-256color-direct`,
  /// `tmux-direct`; a name with a `/` gives none.
  static func candidates(for term: String) -> [String] {
    guard !term.contains("/") else { return [] }
    var names = [term + "-direct"]
    for suffix in ["-256color", "-88color", "-16color", "-color"] where term.hasSuffix(suffix) {
      names.append(String(term.dropLast(suffix.count)) + "-direct")
    }
    return names
  }

  /// Whether the terminfo database has `name`, in the directories ncurses searches: `TERMINFO`,
  /// `~/.terminfo`, `TERMINFO_DIRS`, then the system's.
  public static func exists(_ name: String, environment: [String: String]) -> Bool {
    guard let first = name.unicodeScalars.first, !name.contains("/") else { return false }
    var directories: [String] = []
    if let own = environment["TERMINFO"], !own.isEmpty { directories.append(own) }
    if let home = Surroundings(environment: environment).home { directories.append(home + "/.terminfo") }
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    for entry in environment["TERMINFO_DIRS"]?.split(separator: ":", omittingEmptySubsequences: false) ?? [] {
      directories += entry.isEmpty ? system : [String(entry)]
    }
    directories += system
    // Entries sit under their first letter, or (macOS, some builds) its hexadecimal code.
    let letters = [String(first), String(first.value, radix: 16)]
    return directories.contains { directory in
      letters.contains { access(directory + "/" + $0 + "/" + name, R_OK) == 0 }
    }
  }
}
