import LeetModel

extension Queries {
  /// Solved and total by difficulty, with the beats percentages (`reference/practice-api.md` §5).
  public static func userProblemsSolved(user: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "userProblemsSolved",
      query: """
        query userProblemsSolved($username: String!) {
          allQuestionsCount { difficulty count }
          matchedUser(username: $username) { problemsSolvedBeatsStats { difficulty percentage }
            submitStatsGlobal { acSubmissionNum { difficulty count } } } }
        """,
      variables: ["username": .string(user)])
  }

  /// One year of the submission calendar (§5: one year per request, two at most).
  public static func userProfileCalendar(user: String, year: Int) -> GraphQLOperation {
    GraphQLOperation(
      name: "UserProfileCalendar",
      query: """
        query UserProfileCalendar($username: String!, $year: Int!) {
          matchedUser(username: $username) { userCalendar(year: $year) { activeYears streak totalActiveDays
              dccBadges { timestamp badge { name icon } } submissionCalendar } } }
        """,
      variables: ["username": .string(user), "year": .number(Double(year))])
  }

  /// The contest rating now and its history (readable signed out).
  public static func userContestRanking(user: String) -> GraphQLOperation {
    GraphQLOperation(
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
