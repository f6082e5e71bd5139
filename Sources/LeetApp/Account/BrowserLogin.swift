import FoundationEssentials
import Glibc
import LeetCookiesClient
import LeetFetch
import TermCore

/// `leetview login`: the LeetCode sessions in the machine's browsers, each checked with LeetCode,
/// and the one signed in stored; `--paste` types the cookies in instead.
extension AppContext {
  /// Signs in from the browsers, asking on a terminal which session when several are signed in,
  /// and offering to paste when none is.
  /// - Returns: 0 when credentials were stored, else 1.
  /// - Throws: `AppError` or `LoadError` for a failure told in one line.
  func runLogin() throws -> Int32 {
    if options.loginPaste { return try runPasteLogin() }
    let only = options.loginBrowser.flatMap(Browser.init(rawValue:))
    let answer = try browserSessions(only: only)
    let checked = check(answer.newestFirst)
    let signedIn = checked.filter { $0.username != nil }
    let interactive = only == nil && isatty(0) == 1 && isatty(2) == 1
    guard !signedIn.isEmpty else {
      StandardStream.error(
        Self.nothingFound(
          answer, checked: checked, site: site.host,
          home: Surroundings(environment: environment).home ?? "~", asked: only,
          elsewhere: only == nil ? [] : otherBrowsersWithSessions(than: only)))
      if interactive, Self.ask("Paste the two cookies instead? [y/N] ")?.lowercased().hasPrefix("y") == true {
        return try runPasteLogin()
      }
      throw AppError(
        message: "no signed-in LeetCode session in \(only?.displayName ?? "the browsers"); "
          + "`leetview login --paste` types one in")
    }
    var chosen = signedIn[0]
    if interactive, signedIn.count > 1 {
      StandardStream.error(Self.choices(signedIn))
      let reply = Self.ask("Which one? [1] ") ?? ""
      if let number = Int(reply.trimmingWhitespace), signedIn.indices.contains(number - 1) {
        chosen = signedIn[number - 1]
      }
    }
    try session.store(chosen.stored)
    StandardOutput.write(Self.signedInLines(chosen, host: site.host))
    return 0
  }

  /// `Signed in to leetcode.com as ada (Firefox, profile default).` and when the session expires.
  static func signedInLines(_ chosen: CheckedCandidate, host: String) -> String {
    let name = chosen.username ?? ""
    var text = "Signed in to \(host) as \(name) (\(chosen.candidate.origin))."
    if let expires = chosen.candidate.sessionExpiry {
      text += "\nThe session cookie expires on \(day(expires))."
    } else {
      text += "\nThe session cookie lasts until the browser is closed."
    }
    return TextSanitizer.clean(text, keepNewlines: true) + "\n"
  }

  /// The signed-in sessions, numbered: browser, profile, user, expiry.
  static func choices(_ signedIn: [CheckedCandidate]) -> String {
    var out = "Signed-in LeetCode sessions:\n"
    for (index, each) in signedIn.enumerated() {
      let expiry = each.candidate.sessionExpiry.map { "until \(day($0))" } ?? "until the browser closes"
      out += "  \(index + 1). \(each.username ?? "") · \(each.candidate.origin) · \(expiry)\n"
    }
    return TextSanitizer.clean(out, keepNewlines: true)
  }

  /// The browsers other than `asked` that hold a LeetCode session for the site (not checked),
  /// for the line that points to them when the one asked for has none.
  func otherBrowsersWithSessions(than asked: Browser?) -> [Browser] {
    let found = (try? browserSessions(only: nil))?.newestFirst.map(\.browser) ?? []
    return Browser.allCases.filter { $0 != asked && found.contains($0) }
  }

  /// Where leetview looked and why each place gave no signed-in session: in the browser `asked`
  /// for, when one was, pointing to the browsers `elsewhere` that have a session.
  static func nothingFound(
    _ answer: CookieAnswer, checked: [CheckedCandidate], site: String, home: String,
    asked: Browser? = nil, elsewhere: [Browser] = []
  ) -> String {
    var lines = ["leetview found no session signed in to \(site). Where it looked:"]
    lines += answer.failures.map { "  " + $0.text }
    for each in checked {
      switch each.verdict {
      case .signedIn: break
      case .signedOut: lines.append("  \(each.candidate.origin): LeetCode says this session is signed out")
      case .notChecked(let reason): lines.append("  \(each.candidate.origin): not checked: \(reason)")
      }
    }
    if answer.failures.isEmpty, checked.isEmpty {
      let browsers = (asked.map { [$0] } ?? Browser.allCases).map(\.displayName)
      let named =
        browsers.count == 1
        ? browsers[0] : "\(browsers.dropLast().joined(separator: ", ")) or \(browsers.last ?? "")"
      lines.append("  no LeetCode cookie in any profile of \(named) (native, Snap and Flatpak) under \(home)")
    }
    for other in elsewhere {
      lines.append(
        "\(other.displayName) has a LeetCode session: `leetview login --browser \(other.rawValue)` reads it")
    }
    return TextSanitizer.clean(lines.joined(separator: "\n"), keepNewlines: true) + "\n"
  }

  /// Asks `question` on stderr and reads one line of stdin; nil at its end.
  static func ask(_ question: String) -> String? {
    StandardStream.error(question)
    return readLine()
  }
}
