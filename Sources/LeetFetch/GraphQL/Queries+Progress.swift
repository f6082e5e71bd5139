import LeetModel

extension Queries {
  /// Solved and total by difficulty, with the beats percentages (`reference/practice-api.md` §5);
  /// on leetcode.cn accepted, failed and untouched by difficulty, whose sum is the total (no beats
  /// for a profile there), as kawre/leetcode.nvim's and JacobLinCool/LeetCode-Query's cn clients
  /// ask it at `/graphql/`.
  public static func userProblemsSolved(user: String, site: Site) -> GraphQLOperation {
    if site == .cn {
      return GraphQLOperation(
        name: "userQuestionProgress",
        query: """
          query userQuestionProgress($userSlug: String!) {
            userProfileUserQuestionProgress(userSlug: $userSlug) {
              numAcceptedQuestions { difficulty count } numFailedQuestions { difficulty count }
              numUntouchedQuestions { difficulty count } } }
          """,
        variables: ["userSlug": .string(user)])
    }
    return GraphQLOperation(
      name: "userProblemsSolved",
      query: """
        query userProblemsSolved($username: String!) {
          allQuestionsCount { difficulty count }
          matchedUser(username: $username) { problemsSolvedBeatsStats { difficulty percentage }
            submitStatsGlobal { acSubmissionNum { difficulty count } } } }
        """,
      variables: ["username": .string(user)])
  }

  /// One year of the submission calendar (§5: one year per request, two at most); on
  /// leetcode.cn `userCalendar(userSlug:)` at the user gateway.
  public static func userProfileCalendar(user: String, year: Int, site: Site)
    -> GraphQLOperation
  {
    if site == .cn {
      return GraphQLOperation(
        name: "userProfileCalendar",
        query: """
          query userProfileCalendar($userSlug: String!, $year: Int) {
            userCalendar(userSlug: $userSlug, year: $year) { activeYears streak totalActiveDays submissionCalendar } }
          """,
        variables: ["userSlug": .string(user), "year": .number(Double(year))],
        path: GraphQLOperation.cnUserGateway)
    }
    return GraphQLOperation(
      name: "UserProfileCalendar",
      query: """
        query UserProfileCalendar($username: String!, $year: Int!) {
          matchedUser(username: $username) { userCalendar(year: $year) { activeYears streak totalActiveDays
              dccBadges { timestamp badge { name icon } } submissionCalendar } } }
        """,
      variables: ["username": .string(user), "year": .number(Double(year))])
  }

  /// The contest rating now and its history (readable signed out); on leetcode.cn by `userSlug`
  /// at the user gateway, with `globalTotalParticipants` (LeetCode-Query's `user_contest_info`).
  public static func userContestRanking(user: String, site: Site) -> GraphQLOperation {
    if site == .cn {
      return GraphQLOperation(
        name: "userContestRankingInfo",
        query: """
          query userContestRankingInfo($userSlug: String!) {
            userContestRanking(userSlug: $userSlug) { attendedContestsCount rating globalRanking globalTotalParticipants topPercentage }
            userContestRankingHistory(userSlug: $userSlug) { attended totalProblems finishTimeInSeconds
              rating ranking contest { title titleCn startTime } } }
          """,
        variables: ["userSlug": .string(user)], path: GraphQLOperation.cnUserGateway)
    }
    return GraphQLOperation(
      name: "userContestRankingInfo",
      query: """
        query userContestRankingInfo($username: String!) {
          userContestRanking(username: $username) { attendedContestsCount rating globalRanking totalParticipants topPercentage badge { name } }
          userContestRankingHistory(username: $username) { attended trendDirection problemsSolved totalProblems finishTimeInSeconds
            rating ranking contest { title startTime } } }
        """,
      variables: ["username": .string(user)])
  }
}
