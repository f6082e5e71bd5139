import FoundationEssentials
import LeetModel

/// One GraphQL operation: its name, text, variables and the path it is sent to.
public struct GraphQLOperation: Sendable {
  public var name: String
  public var query: String
  public var variables: [String: JSONValue]
  /// `/graphql` (also answered at `/graphql/`), or leetcode.cn's user gateway
  /// `/graphql/noj-go/` (`reference/leetcode-api.md` §1).
  public var path: String

  /// The path of leetcode.cn's gateway for user profile and statistics queries.
  public static let cnUserGateway = "/graphql/noj-go/"

  public init(
    name: String, query: String, variables: [String: JSONValue], path: String = "/graphql"
  ) {
    self.name = name
    self.query = query
    self.variables = variables
    self.path = path
  }
}

/// The queries leetview sends, written for it from `reference/leetcode-api.md` §4.
public enum Queries {
  /// The question detail: everything the header and the description need, the editorial included.
  public static func question(slug: String, site: Site) -> GraphQLOperation {
    GraphQLOperation(
      name: "questionData", query: site == .cn ? questionCN : questionCom,
      variables: ["titleSlug": .string(slug)])
  }

  /// A narrower question query for when the full one names a field LeetCode no longer serves.
  public static func questionConservative(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "questionData", query: questionBasic, variables: ["titleSlug": .string(slug)])
  }

  /// One page of the problem list.
  public static func listPage(skip: Int, limit: Int, site: Site) -> GraphQLOperation {
    GraphQLOperation(
      name: "problemsetQuestionList", query: site == .cn ? listCN : listCom,
      variables: [
        "categorySlug": .string(""), "skip": .number(Double(skip)), "limit": .number(Double(limit)),
        "filters": .object([:]),
      ])
  }

  /// Today's daily problem, with the question's fields (used when the question query fails).
  public static func daily(site: Site) -> GraphQLOperation {
    GraphQLOperation(name: "questionOfToday", query: site == .cn ? dailyCN : dailyCom, variables: [:])
  }

  /// Today's daily problem: only which one it is.
  public static func dailyPointerOnly(site: Site) -> GraphQLOperation {
    GraphQLOperation(
      name: "questionOfToday", query: site == .cn ? dailyPointerCN : dailyPointerCom, variables: [:])
  }

  /// What every question query asks for; the narrower fallback asks for nothing more.
  private static let basicQuestionFields = """
        questionId
        questionFrontendId
        title
        titleSlug
        content
        translatedTitle
        translatedContent
        isPaidOnly
        difficulty
        topicTags { name slug translatedName }
        stats
        hints
        similarQuestions
        codeSnippets { lang langSlug code }
    """

  private static let questionFields = """
    \(basicQuestionFields)
        likes
        dislikes
        categoryTitle
        sampleTestCase
        exampleTestcases
        metaData
    """

  static let questionCom = """
    query questionData($titleSlug: String!) {
      question(titleSlug: $titleSlug) {
    \(questionFields)
        solution { id canSeeDetail paidOnly hasVideoSolution content }
      }
    }
    """

  static let questionCN = """
    query questionData($titleSlug: String!) {
      question(titleSlug: $titleSlug) {
    \(questionFields)
      }
    }
    """

  static let questionBasic = """
    query questionData($titleSlug: String!) {
      question(titleSlug: $titleSlug) {
    \(basicQuestionFields)
      }
    }
    """

  static let listCom = """
    query problemsetQuestionList($categorySlug: String, $limit: Int, $skip: Int, $filters: QuestionListFilterInput) {
      problemsetQuestionList: questionList(
        categorySlug: $categorySlug
        limit: $limit
        skip: $skip
        filters: $filters
      ) {
        total: totalNum
        questions: data {
          acRate
          difficulty
          frontendQuestionId: questionFrontendId
          paidOnly: isPaidOnly
          title
          titleSlug
          topicTags { name slug }
        }
      }
    }
    """

  static let listCN = """
    query problemsetQuestionList($categorySlug: String, $limit: Int, $skip: Int, $filters: QuestionListFilterInput) {
      problemsetQuestionList(
        categorySlug: $categorySlug
        limit: $limit
        skip: $skip
        filters: $filters
      ) {
        hasMore
        total
        questions {
          acRate
          difficulty
          frontendQuestionId
          paidOnly
          title
          translatedTitle: titleCn
          titleSlug
          topicTags { name nameTranslated slug }
        }
      }
    }
    """

  static let dailyCom = """
    query questionOfToday {
      activeDailyCodingChallengeQuestion {
        date
        link
        question {
    \(questionFields)
        }
      }
    }
    """

  static let dailyCN = """
    query questionOfToday {
      todayRecord {
        date
        question {
    \(questionFields)
        }
      }
    }
    """

  static let dailyPointerCom = """
    query questionOfToday {
      activeDailyCodingChallengeQuestion {
        date
        link
        question { questionFrontendId title titleSlug }
      }
    }
    """

  static let dailyPointerCN = """
    query questionOfToday {
      todayRecord {
        date
        question { questionFrontendId title titleSlug }
      }
    }
    """
}

extension Queries {
  /// Who the credentials sign in as: `isSignedIn`, `username`, `isPremium`
  /// (`reference/practice-api.md` §1.6), and on leetcode.cn the `userSlug` its profile queries
  /// take (`reference/leetcode-api.md` §4.7); a dead cookie still gets an answer, signed out.
  public static func userStatus(site: Site) -> GraphQLOperation {
    let slug = site == .cn ? " userSlug" : ""
    return GraphQLOperation(
      name: "globalData",
      query: "query globalData { userStatus { isSignedIn username\(slug) isPremium } }",
      variables: [:])
  }
}
