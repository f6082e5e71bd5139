import CookieFixtures
import Foundation
import HelperProcess
import LeetCookiesClient
import Testing

/// A real Secret Service for a test: a private session bus (`dbus-run-session`) with
/// `gnome-keyring-daemon` unlocked by a password fed on its stdin, items stored with
/// `secret-tool` from files, then the helper run inside the same session.
///
/// No secret is ever on a command line: passwords are read from 0600 files in a 0700 folder.
enum SecretServiceSession {
  /// An item to store: its label, its attributes and its secret.
  struct Item {
    var label: String
    var attributes: [String: String]
    var secret: String
  }

  /// The programs the session needs.
  static let programs = [
    "/usr/bin/dbus-run-session", "/usr/bin/gnome-keyring-daemon", "/usr/bin/secret-tool",
  ]

  /// Whether a session starts and keeps a secret here (checked once, by storing and reading one).
  static let available: Bool = {
    guard programs.allSatisfy(FileManager.default.isExecutableFile(atPath:)),
      let home = try? FixtureHome()
    else { return false }
    defer { home.remove() }
    let item = Item(label: "probe", attributes: ["probe": "leetview"], secret: "probe-secret")
    guard
      let script = try? write(in: home, items: [item], then: "/usr/bin/secret-tool lookup probe leetview"),
      let reply = try? HelperProcess(executable: URL(fileURLWithPath: script))
        .run(input: Data(), deadline: 60, environment: ["HOME": home.path])
    else { return false }
    return String(decoding: reply.output, as: UTF8.self) == "probe-secret"
  }()

  /// Why a keyring test is skipped.
  static let skipped: Comment =
    "skipped: no Secret Service could be started (dbus-run-session, gnome-keyring-daemon, secret-tool; make deps)"

  /// Runs the helper at `helper` with `request` inside a session holding `items`.
  static func run(
    helper: String, home: FixtureHome, items: [Item], request: CookieRequest
  ) throws -> CookieAnswer? {
    let script = try write(in: home, items: items, then: quoted(helper))
    return try CookieHelper.run(script, request: request, environment: ["HOME": home.path])
  }

  /// Stores `items` in one session, then runs the helper in a second whose keyring daemon starts
  /// without the password: the login keyring stays locked, and no prompt can be shown.
  static func runLocked(
    helper: String, home: FixtureHome, items: [Item], request: CookieRequest
  ) throws -> CookieAnswer? {
    let store = try write(in: home, items: items, then: "/bin/true")
    _ = try CookieHelper.run(store, request: request, environment: ["HOME": home.path])
    let script = try write(in: home, items: [], then: quoted(helper), unlock: false)
    return try CookieHelper.run(script, request: request, environment: ["HOME": home.path])
  }

  /// Writes the session's scripts and secret files in `home`; returns the outer script's path.
  ///
  /// The outer script keeps its stdin in `request`, runs `last` inside the session with that on
  /// its stdin and its stdout in `answer`, and prints `answer`.
  private static func write(
    in home: FixtureHome, items: [Item], then last: String, unlock: Bool = true
  ) throws -> String {
    let folder = try home.folder("session")
    chmod(folder, 0o700)
    var lines = [
      "cd \(quoted(folder)) || exit 2",
      "/usr/bin/gnome-keyring-daemon \(unlock ? "--unlock" : "--start") --components=secrets"
        + " < keyring-password > /dev/null 2>&1 || exit 3",
    ]
    try secretFile("\(folder)/keyring-password", "a keyring password for tests")
    for (index, item) in items.enumerated() {
      try secretFile("\(folder)/secret-\(index)", item.secret)
      let attributes = item.attributes.sorted { $0.key < $1.key }.map {
        "\(quoted($0.key)) \(quoted($0.value))"
      }
      // The daemon may not own its bus name yet on a loaded machine: try again, up to 20 s.
      lines.append(
        "tries=0; until /usr/bin/secret-tool store --label=\(quoted(item.label)) "
          + "\(attributes.joined(separator: " ")) < secret-\(index); do "
          + "tries=$((tries + 1)); [ $tries -lt 200 ] || exit 4; sleep 0.1; done")
    }
    lines.append("\(last) < request > answer")
    let inside = try CookieHelper.script("\(folder)/inside.sh", lines)
    // The bus and keyring daemons may outlive the session for a moment: they get files, never
    // the pipes the test waits on.
    return try CookieHelper.script(
      "\(folder)/session.sh",
      [
        "cd \(quoted(folder)) || exit 2", "cat > request",
        "/usr/bin/dbus-run-session -- /bin/sh \(quoted(inside)) < /dev/null > /dev/null 2>&1 || exit 5",
        "cat answer",
      ])
  }

  /// Writes `secret` into a new 0600 file (no newline: secret-tool keeps every byte).
  private static func secretFile(_ path: String, _ secret: String) throws {
    guard
      FileManager.default.createFile(
        atPath: path, contents: Data(secret.utf8), attributes: [.posixPermissions: 0o600])
    else { throw FixtureError("cannot write \(path)") }
  }

  /// `text` in single quotes for sh.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
