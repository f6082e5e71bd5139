import LeetFetch
import LeetModel
import LeetUI

extension AppProgram {
  /// Puts the cached marks in the browser (the app's one copy), and asks for a background refresh
  /// when they are missing or older than an hour and a session is present.
  static func loadMarks(into state: inout AppState, context: AppContext) {
    let marks = MarksService(problems: context.service)
    let cached = marks.cached()
    if let cached, !cached.snapshot.marks.isEmpty { state.browser.marks = cached.snapshot.marks }
    let signedIn = context.session.credentials?.session != nil
    state.marksNeedRefresh =
      signedIn && !context.options.offline && (cached.map { $0.age >= MarksService.maxAge } ?? true)
  }
}
