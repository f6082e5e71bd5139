import HelperProcess
import LeetCookies
import LeetNetwork
import LeetPicture

/// leetview as one program for all its helpers: run through a link named after a helper, it is
/// that helper, in a process of its own as before, and so the package holds one copy of the code.
enum HelperDispatch {
  /// Runs `program`'s code on this process's stdin and stdout; the exit status.
  static func run(_ program: HelperProgram) -> Int32 {
    switch program {
    case .fetch: FetchHelperMain.run()
    case .picture: PictureHelperMain.run()
    case .cookies: CookieHelperMain.run()
    }
  }
}
