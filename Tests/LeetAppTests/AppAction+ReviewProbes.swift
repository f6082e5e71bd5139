import LeetUI

@testable import LeetApp

extension AppAction {
  /// The Due section of `.dueRefreshed`.
  var dueRefreshed: BrowserDue? {
    guard case .browser(.dueRefreshed(let due)) = self else { return nil }
    return due
  }
}
