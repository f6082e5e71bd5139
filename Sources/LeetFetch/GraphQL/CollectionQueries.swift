import LeetModel

/// The queries of study plans, favourite lists and contests, as `reference/practice-api.md`
/// §3, §4 and §6 give them.
public enum CollectionQueries {
  /// One study plan's groups and problems (readable signed out).
  public static func planDetail(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "studyPlanV2Detail",
      query: """
        query studyPlanV2Detail($planSlug: String!) { studyPlanV2Detail(planSlug: $planSlug) { \
        slug name highlight questionNum premiumOnly planSubGroups { slug name questionNum questions { \
        titleSlug title questionFrontendId difficulty status paidOnly topicTags { name slug } } } } }
        """,
      variables: ["planSlug": .string(slug)])
  }

  /// The user's plans in progress, with how many of each are done (signed in).
  public static func myPlans(offset: Int = 0, limit: Int = 50) -> GraphQLOperation {
    GraphQLOperation(
      name: "GetMyStudyPlan",
      query: """
        query GetMyStudyPlan($progressType: PlanUserProgressTypeEnum!, $offset: Int!, $limit: Int!) { \
        studyPlanV2UserProgresses(progressType: $progressType offset: $offset limit: $limit) { hasMore \
        total planUserProgresses { nextQuestionInfo { inPremiumSubgroup nextQuestion { id \
        questionFrontendId title titleSlug translatedTitle } } quittedAt startedAt plan { questionNum \
        slug premiumOnly name onGoing highlight cover } latestSubmissionAt id allCompletedAt \
        finishedQuestionNum } } }
        """,
      variables: [
        "progressType": .string("ON_GOING"), "offset": .number(Double(offset)),
        "limit": .number(Double(limit)),
      ])
  }

  /// LeetCode's catalogue of study plans, as the problem set page shows it (signed out).
  public static let planCatalogue = GraphQLOperation(
    name: "studyPlansV2AdQuestionPage",
    query: """
      query studyPlansV2AdQuestionPage { studyPlansV2AdQuestionPage { cover highlight name onGoing \
      premiumOnly questionNum slug } }
      """,
    variables: [:])

  /// The headings of leetcode.cn's plan catalogue (signed out), whose plans
  /// `plansOfCatalogue` pages through; cn's own clients ask them this way.
  public static let planCatalogues = GraphQLOperation(
    name: "studyPlanV2Catalogs", query: "query studyPlanV2Catalogs { studyPlanV2Catalogs { slug } }",
    variables: [:])

  /// One page of the plans under the catalogue heading `catalogue` (leetcode.cn).
  public static func plansOfCatalogue(_ catalogue: String, offset: Int, limit: Int)
    -> GraphQLOperation
  {
    GraphQLOperation(
      name: "studyPlansV2ByCatalog",
      query: """
        query studyPlansV2ByCatalog($catalogSlug: String!, $offset: Int!, $limit: Int!) { \
        studyPlansV2ByCatalog(catalogSlug: $catalogSlug, offset: $offset, limit: $limit) { hasMore \
        total studyPlans { slug questionNum premiumOnly onGoing name highlight cover } } }
        """,
      variables: [
        "catalogSlug": .string(catalogue), "offset": .number(Double(offset)),
        "limit": .number(Double(limit)),
      ])
  }

  /// The user's lists, created and collected (signed in).
  public static let myLists = GraphQLOperation(
    name: "myFavoriteList",
    query: """
      query myFavoriteList { myCreatedFavoriteList { favorites { coverUrl coverEmoji \
      coverBackgroundColor hasCurrentQuestion isPublicFavorite lastQuestionAddedAt name slug \
      favoriteType } hasMore totalLength } myCollectedFavoriteList { hasMore totalLength favorites { \
      coverUrl coverEmoji coverBackgroundColor hasCurrentQuestion isPublicFavorite name slug \
      lastQuestionAddedAt favoriteType } } }
      """,
    variables: [:])

  /// A list's name and size; `null` for an unknown slug (readable signed out for a public list).
  public static func listDetail(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "favoriteDetailV2",
      query: """
        query favoriteDetailV2($favoriteSlug: String!) { favoriteDetailV2(favoriteSlug: $favoriteSlug) { \
        name slug questionNumber } }
        """,
      variables: ["favoriteSlug": .string(slug)])
  }

  /// One page of a list's problems.
  public static func listQuestions(slug: String, skip: Int, limit: Int) -> GraphQLOperation {
    GraphQLOperation(
      name: "favoriteQuestionList",
      query: """
        query favoriteQuestionList($favoriteSlug: String!, $filter: FavoriteQuestionFilterInput, \
        $searchKeyword: String, $filtersV2: QuestionFilterInput, $sortBy: QuestionSortByInput, \
        $limit: Int, $skip: Int, $version: String = "v2") { favoriteQuestionList(favoriteSlug: \
        $favoriteSlug filter: $filter filtersV2: $filtersV2 searchKeyword: $searchKeyword sortBy: \
        $sortBy limit: $limit skip: $skip version: $version) { questions { difficulty id paidOnly \
        questionFrontendId status title titleSlug translatedTitle isInMyFavorites frequency acRate \
        topicTags { name nameTranslated slug } } totalLength hasMore } }
        """,
      variables: [
        "favoriteSlug": .string(slug), "skip": .number(Double(skip)), "limit": .number(Double(limit)),
      ])
  }

  /// Adds a problem to a list (signed in).
  public static func addToList(slug: String, questionSlug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "batchAddQuestionsToFavorite",
      query: """
        mutation batchAddQuestionsToFavorite($favoriteSlug: String!, $questionSlugs: [String]!) { \
        batchAddQuestionsToFavorite(favoriteSlug: $favoriteSlug questionSlugs: $questionSlugs) { ok \
        error } }
        """,
      variables: ["favoriteSlug": .string(slug), "questionSlugs": .array([.string(questionSlug)])])
  }

  /// Removes a problem from a list (signed in).
  public static func removeFromList(slug: String, questionSlug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "removeQuestionFromFavoriteV2",
      query: """
        mutation removeQuestionFromFavoriteV2($favoriteSlug: String!, $questionSlug: String!) { \
        removeQuestionFromFavoriteV2(favoriteSlug: $favoriteSlug, questionSlug: $questionSlug) { ok \
        error } }
        """,
      variables: ["favoriteSlug": .string(slug), "questionSlug": .string(questionSlug)])
  }

  /// The contests yet to start (signed out).
  public static let upcomingContests = GraphQLOperation(
    name: "contestV2UpcomingContests",
    query: """
      query contestV2UpcomingContests { contestV2UpcomingContests { titleSlug title startTime \
      duration cardImg } }
      """,
    variables: [:])

  /// The older query of contests open for registration, for when the V2 one is not served.
  public static let upcomingContestsV1 = GraphQLOperation(
    name: "upcomingContests",
    query: "query upcomingContests { upcomingContests { title titleSlug startTime duration } }",
    variables: [:])

  /// leetcode.cn's contests open for registration (signed out), as cn's clients ask them.
  public static let cnUpcomingContests = GraphQLOperation(
    name: "contestUpcomingContests",
    query: """
      query contestUpcomingContests { contestUpcomingContests { containsPremium title titleSlug \
      startTime duration originStartTime isVirtual } }
      """,
    variables: [:])

  /// A page of leetcode.cn's past contests (from 1), newest first (signed out).
  public static func cnPastContests(page: Int, size: Int) -> GraphQLOperation {
    GraphQLOperation(
      name: "contestHistory",
      query: """
        query contestHistory($pageNum: Int!, $pageSize: Int) { contestHistory(pageNum: $pageNum, \
        pageSize: $pageSize) { totalNum contests { containsPremium title titleSlug startTime \
        duration originStartTime isVirtual } } }
        """,
      variables: ["pageNum": .number(Double(page)), "pageSize": .number(Double(size))])
  }

  /// A page of past contests, newest first (signed out).
  public static func pastContests(skip: Int, limit: Int) -> GraphQLOperation {
    GraphQLOperation(
      name: "contestV2HistoryContests",
      query: """
        query contestV2HistoryContests($skip: Int!, $limit: Int!) { contestV2HistoryContests(skip: \
        $skip, limit: $limit) { totalNum contests { titleSlug title startTime duration } } }
        """,
      variables: ["skip": .number(Double(skip)), "limit": .number(Double(limit))])
  }

  /// One contest's title and times (signed out).
  public static func contest(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "contest",
      query: """
        query contest($titleSlug: String!) { contest(titleSlug: $titleSlug) { title titleSlug \
        startTime originStartTime duration isVirtual containsPremium } }
        """,
      variables: ["titleSlug": .string(slug)])
  }

  /// One contest's problems; empty before it starts.
  public static func contestQuestions(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "contestQuestionList",
      query: """
        query contestQuestionList($contestSlug: String!) { contestQuestionList(contestSlug: \
        $contestSlug) { questionId title titleSlug credit isAc } }
        """,
      variables: ["contestSlug": .string(slug)])
  }

  /// A problem of a running contest, which the question query answers with null
  /// (practice-api §6: no `topicTags` or `isPaidOnly`, whose asking fails the query).
  public static func contestQuestion(contestSlug: String, questionSlug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "contestQuestion",
      query: """
        query contestQuestion($contestSlug: String!, $questionSlug: String!) { \
        contestQuestion(contestSlug: $contestSlug, questionSlug: $questionSlug) { question { \
        questionId questionFrontendId title titleSlug content difficulty metaData enableRunCode \
        exampleTestcaseList codeSnippets { lang langSlug code } } } }
        """,
      variables: ["contestSlug": .string(contestSlug), "questionSlug": .string(questionSlug)])
  }
}
