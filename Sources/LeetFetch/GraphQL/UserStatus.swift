import Foundation
import LeetModel
import TermCore

/// Who LeetCode says the credentials sign in as.
public struct UserStatus: Hashable, Sendable {
  /// Whether the session is signed in.
  public var isSignedIn: Bool
  /// The user name, when signed in.
  public var username: String?
  /// Whether the account has Premium.
  public var isPremium: Bool

  /// A status as LeetCode gives it.
  public init(isSignedIn: Bool, username: String?, isPremium: Bool) {
    self.isSignedIn = isSignedIn
    self.username = username
    self.isPremium = isPremium
  }
}

extension LeetCodeAPI {
  /// Asks LeetCode who the client's credentials sign in as.
  /// - Throws: `FetchError` (a Cloudflare page is a challenge, not a sign-out).
  public func userStatus(budget: FetchBudget = .patient) throws -> UserStatus {
    let response = try client.graphQL(Queries.userStatus, refererPath: "/", budget: budget)
    let status = (try? response.json())?["data"]["userStatus"] ?? .null
    guard let signedIn = status["isSignedIn"].bool else {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "no userStatus in the answer")
    }
    let name = status["username"].string.map { TextSanitizer.oneLine($0) }
    return UserStatus(
      isSignedIn: signedIn, username: signedIn ? name.flatMap { $0.isEmpty ? nil : $0 } : nil,
      isPremium: status["isPremium"].bool ?? false)
  }
}
