import FoundationEssentials
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
  /// The profile's slug on leetcode.cn (nil on leetcode.com, where the name is the slug).
  public var userSlug: String?

  /// A status as LeetCode gives it.
  public init(isSignedIn: Bool, username: String?, isPremium: Bool, userSlug: String? = nil) {
    self.isSignedIn = isSignedIn
    self.username = username
    self.isPremium = isPremium
    self.userSlug = userSlug
  }

  /// The name profile queries take: the slug where LeetCode gives one, else the user name.
  public var profileName: String? { userSlug ?? username }
}

extension LeetCodeAPI {
  /// Asks LeetCode who the client's credentials sign in as.
  /// - Throws: `FetchError` (a Cloudflare page is a challenge, not a sign-out).
  public func userStatus(budget: FetchBudget = .patient) throws -> UserStatus {
    let response = try client.graphQL(
      Queries.userStatus(site: client.site), refererPath: "/", budget: budget)
    let status = (try? response.json())?["data"]["userStatus"] ?? .null
    guard let signedIn = status["isSignedIn"].bool else {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "no userStatus in the answer")
    }
    func named(_ key: String) -> String? {
      guard signedIn, let text = status[key].string.map({ TextSanitizer.oneLine($0) }) else {
        return nil
      }
      return text.isEmpty ? nil : text
    }
    return UserStatus(
      isSignedIn: signedIn, username: named("username"), isPremium: status["isPremium"].bool ?? false,
      userSlug: named("userSlug"))
  }
}
