import LeetCookiesClient
import TermCore

/// What `leetview-cookies` does: reads one request (CookieWire JSON) on stdin, looks through the
/// home's browsers, writes the candidates and the report on stdout.
///
/// leetview starts it only to sign in, so SQLite, libcrypto and libsecret stay off its start-up
/// path. The cookie values leave only on stdout, to leetview's pipe.
public enum CookieHelperMain {
  /// Runs the helper on this process's stdin and stdout; the exit status.
  public static func run() -> Int32 {
    CookieFinder.removeCopiesOnSignals()
    CookieFinder.removeStaleCopies()
    guard let request = CookieWire.decodeRequest(StandardStream.inputToEnd()) else {
      StandardStream.error("leetview-cookies: expected a request on stdin (run by leetview)\n")
      return 2
    }
    StandardStream.output(CookieWire.encode(CookieFinder.find(request)))
    return 0
  }
}
