import Foundation
import LeetCookies
import LeetCookiesClient

/// leetview's browser-cookie helper: reads one request (CookieWire JSON) on stdin, looks through
/// the home's browsers, writes the candidates and the report on stdout.
///
/// leetview starts it only to sign in, so SQLite, libcrypto and libsecret stay off its start-up
/// path. The cookie values leave only on stdout, to leetview's pipe.
CookieFinder.removeCopiesOnSignals()
CookieFinder.removeStaleCopies()
let input = FileHandle.standardInput.readDataToEndOfFile()
guard let request = CookieWire.decodeRequest(input) else {
  FileHandle.standardError.write(
    Data("leetview-cookies: expected a request on stdin (run by leetview)\n".utf8))
  exit(2)
}
FileHandle.standardOutput.write(CookieWire.encode(CookieFinder.find(request)))
exit(0)
