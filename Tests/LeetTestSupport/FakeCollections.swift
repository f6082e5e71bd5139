import Foundation

/// Made-up study plans, favourite lists and contests for the fake LeetCode, written by the team
/// (no LeetCode text), answered by the session cookie: `signedIn` cookies see their own plans,
/// lists and statuses, anyone else what LeetCode shows a stranger.
public struct FakeCollections: Sendable {
  /// The session cookies LeetCode takes as signed in.
  public var signedIn: Set<String>
  /// When the upcoming contest starts, and the past ones started.
  public var upcomingStart: Date
  /// The problems of the big public list, to page through (more than one page of 100).
  public var publicListSize: Int

  /// Plans, lists and contests for `signedIn` sessions; the upcoming contest starts at `upcomingStart`.
  public init(signedIn: Set<String>, upcomingStart: Date, publicListSize: Int = 130) {
    self.signedIn = signedIn
    self.upcomingStart = upcomingStart
    self.publicListSize = publicListSize
  }

  /// The plan's three problems of its first group, with the user's statuses when signed in.
  static func planQuestions(signedIn: Bool) -> [[String: Any]] {
    let statuses = signedIn ? ["SOLVED", "PAST_SOLVED", "ATTEMPTED"] : ["TO_DO", "TO_DO", "TO_DO"]
    let rows: [(String, String, String, String)] = [
      ("1", "pebble-count", "Pebble Count", "EASY"), ("2", "river-crossing", "River Crossing", "MEDIUM"),
      ("3", "lantern-row", "Lantern Row", "HARD"),
    ]
    return zip(rows, statuses).map { row, status in
      [
        "questionFrontendId": row.0, "titleSlug": row.1, "title": row.2, "difficulty": row.3,
        "status": status, "paidOnly": false, "topicTags": [["name": "Array", "slug": "array"]],
      ]
    }
  }

  /// The answer to the GraphQL request `request`, or nil when it is none of these queries.
  public func answer(_ request: ReceivedRequest) -> Data? {
    guard let json = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
      let query = json["query"] as? String
    else { return nil }
    let variables = json["variables"] as? [String: Any] ?? [:]
    let cookie = FakeLeetCode.cookie("LEETCODE_SESSION", in: request.headers["cookie"] ?? "")
    let isSignedIn = cookie.map(signedIn.contains) ?? false
    let refusal: [String: Any] = ["errors": [["message": "User is not authenticated"]]]
    let data: [String: Any]
    if query.contains("studyPlansV2AdQuestionPage") {
      data = [
        "studyPlansV2AdQuestionPage": [
          [
            "slug": "river-75", "name": "River 75", "questionNum": 75, "premiumOnly": false,
            "highlight": "Ace it",
          ],
          ["slug": "top-pebbles-150", "name": "Top Pebbles 150", "questionNum": 150, "premiumOnly": false],
          ["slug": "gold-plan", "name": "Gold Plan", "questionNum": "20", "premiumOnly": true],
          ["slug": "../escape", "name": "Bad slug"],
        ]
      ]
    } else if query.contains("studyPlanV2Catalogs") {
      // leetcode.cn's catalogue headings, one of them not a safe slug.
      data = ["studyPlanV2Catalogs": [["slug": "sprint-interview"], ["slug": "deep-dive"], ["slug": "../x"]]]
    } else if query.contains("studyPlansV2ByCatalog") {
      let plans = Self.cnCatalogue(variables["catalogSlug"] as? String ?? "")
      let offset = variables["offset"] as? Int ?? 0
      let limit = variables["limit"] as? Int ?? 12
      let page = Array(plans.dropFirst(offset).prefix(limit))
      data = [
        "studyPlansV2ByCatalog": [
          "hasMore": offset + page.count < plans.count, "total": plans.count, "studyPlans": page,
        ]
      ]
    } else if query.contains("studyPlanV2UserProgresses") {
      guard isSignedIn else {
        return Self.encode(refusal.merging(["data": ["studyPlanV2UserProgresses": NSNull()]]) { $1 })
      }
      data = [
        "studyPlanV2UserProgresses": [
          "hasMore": false, "total": 1,
          "planUserProgresses": [
            [
              "finishedQuestionNum": 2,
              "plan": [
                "slug": "top-pebbles-150", "name": "Top Pebbles 150", "questionNum": 150,
                "premiumOnly": false,
              ],
            ]
          ],
        ]
      ]
    } else if query.contains("studyPlanV2Detail") {
      let slug = variables["planSlug"] as? String ?? ""
      guard slug == "top-pebbles-150" || slug == "gold-plan" else {
        return Self.encode(["data": ["studyPlanV2Detail": NSNull()]])
      }
      if slug == "gold-plan" {
        data = [
          "studyPlanV2Detail": [
            "slug": "gold-plan", "name": "Gold Plan", "premiumOnly": true, "planSubGroups": [],
          ]
        ]
      } else {
        data = [
          "studyPlanV2Detail": [
            "slug": slug, "name": "Top Pebbles 150", "highlight": "Pebbles \u{1B}[31mfirst",
            "questionNum": 150,
            "premiumOnly": false,
            "planSubGroups": [
              [
                "slug": "arrays", "name": "Arrays", "questionNum": 3,
                "questions": Self.planQuestions(signedIn: isSignedIn),
              ],
              [
                "slug": "gold-group", "name": "Gold Group", "questionNum": 2, "premiumOnly": true,
                "questions": [],
              ],
              [
                "slug": "strings", "name": "Strings", "questionNum": 1,
                "questions": [
                  [
                    "questionFrontendId": "4", "titleSlug": "word-fold", "title": "Word Fold",
                    "difficulty": "Easy", "status": NSNull(),
                  ]
                ],
              ],
            ],
          ]
        ]
      }
    } else if query.contains("myCreatedFavoriteList") {
      guard isSignedIn else { return Self.encode(refusal.merging(["data": NSNull()]) { $1 }) }
      data = [
        "myCreatedFavoriteList": [
          "favorites": [["slug": "my-drills", "name": "My drills"]], "hasMore": false, "totalLength": 1,
        ],
        "myCollectedFavoriteList": [
          "favorites": [["slug": "big-public", "name": "Big public"]], "hasMore": false, "totalLength": 1,
        ],
      ]
    } else if query.contains("favoriteDetailV2") {
      let slug = variables["favoriteSlug"] as? String ?? ""
      let details: [String: [String: Any]] = [
        "my-drills": ["slug": "my-drills", "name": "My drills", "questionNumber": 2],
        "big-public": ["slug": "big-public", "name": "Big public", "questionNumber": publicListSize],
        "gold-company": ["slug": "gold-company", "name": "Gold company", "questionNumber": 5],
      ]
      let visible = slug != "my-drills" || isSignedIn
      data = ["favoriteDetailV2": visible ? (details[slug] ?? NSNull()) as Any : NSNull()]
    } else if query.contains("favoriteQuestionList") {
      let slug = variables["favoriteSlug"] as? String ?? ""
      let skip = variables["skip"] as? Int ?? 0
      let limit = variables["limit"] as? Int ?? 100
      var rows: [[String: Any]] = []
      var total = 0
      switch slug {
      case "my-drills" where isSignedIn:
        rows = Array(Self.planQuestions(signedIn: true).prefix(2))
        total = 2
      case "big-public":
        total = publicListSize
        rows = (0..<publicListSize).map { n in
          [
            "questionFrontendId": "\(100 + n)", "titleSlug": "stone-\(n)", "title": "Stone \(n)",
            "difficulty": "Medium", "status": n == 0 && isSignedIn ? "ac" : NSNull(),
          ]
        }
      case "gold-company":
        total = 5
      default:
        return Self.encode(refusal.merging(["data": ["favoriteQuestionList": NSNull()]]) { $1 })
      }
      let page = Array(rows.dropFirst(skip).prefix(min(limit, 100)))
      data = [
        "favoriteQuestionList": [
          "questions": page, "totalLength": total, "hasMore": skip + page.count < total,
        ]
      ]
    } else if query.contains("batchAddQuestionsToFavorite") || query.contains("removeQuestionFromFavoriteV2")
    {
      let name = query.contains("batchAdd") ? "batchAddQuestionsToFavorite" : "removeQuestionFromFavoriteV2"
      guard isSignedIn else { return Self.encode(refusal.merging(["data": [name: NSNull()]]) { $1 }) }
      let slug = variables["favoriteSlug"] as? String ?? ""
      data = [
        name: slug == "my-drills"
          ? ["ok": true, "error": NSNull()]
          : ["ok": false, "error": "You cannot change a list you do not own."]
      ]
    } else if query.contains("contestV2UpcomingContests") {
      let start = upcomingStart.timeIntervalSince1970
      data = [
        "contestV2UpcomingContests": [
          [
            "titleSlug": "weekly-pebble-402", "title": "Weekly Pebble 402", "startTime": start + 7 * 86_400,
            "duration": 5400,
          ],
          [
            "titleSlug": "weekly-pebble-401", "title": "Weekly Pebble 401", "startTime": start,
            "duration": 5400,
          ],
        ]
      ]
    } else if query.contains("contestV2HistoryContests") {
      data = [
        "contestV2HistoryContests": [
          "totalNum": 3,
          "contests": [
            [
              "titleSlug": "weekly-pebble-398", "title": "Weekly Pebble 398", "startTime": 1_780_000_000,
              "duration": 5400,
            ],
            [
              "titleSlug": "weekly-pebble-400", "title": "Weekly Pebble 400", "startTime": "1781209600",
              "duration": 5400,
            ],
            [
              "titleSlug": "weekly-pebble-399", "title": "Weekly Pebble 399", "startTime": 1_780_604_800,
              "duration": NSNull(),
            ],
          ],
        ]
      ]
    } else if query.contains("contestUpcomingContests {") {
      // leetcode.cn's own shape: containsPremium, originStartTime.
      let start = upcomingStart.timeIntervalSince1970
      data = [
        "contestUpcomingContests": [
          [
            "titleSlug": "weekly-contest-cn-2", "title": "第 2 场周赛", "startTime": start + 86_400,
            "duration": 5400, "containsPremium": false, "originStartTime": start + 86_400,
            "isVirtual": false,
          ]
        ]
      ]
    } else if query.contains("contestHistory(") {
      let size = variables["pageSize"] as? Int ?? 10
      let rows: [[String: Any]] = (1...40).map {
        [
          "titleSlug": "weekly-contest-cn-old-\($0)", "title": "第 \($0) 场旧周赛",
          "startTime": 1_700_000_000 + $0 * 604_800, "duration": 5400, "containsPremium": false,
        ]
      }
      let page = variables["pageNum"] as? Int ?? 1
      data = [
        "contestHistory": [
          "totalNum": rows.count,
          "contests": Array(rows.reversed().dropFirst((page - 1) * size).prefix(size)),
        ]
      ]
    } else if query.contains("contestQuestion(") {
      // Stone Garden is the problem of weekly-pebble-400 that the question query does not know.
      let contest = variables["contestSlug"] as? String
      guard contest == "weekly-pebble-400", variables["questionSlug"] as? String == "stone-garden" else {
        return Self.encode(["data": ["contestQuestion": NSNull()]])
      }
      data = [
        "contestQuestion": [
          "question": [
            "questionId": "903", "questionFrontendId": "3903", "title": "Stone Garden",
            "titleSlug": "stone-garden", "content": "<p>Count the stones of the garden.</p>",
            "difficulty": "Hard", "exampleTestcaseList": ["[1,2]", "[3]"],
            "codeSnippets": [
              ["lang": "Python3", "langSlug": "python3", "code": "class Solution:\n    pass"]
            ],
          ]
        ]
      ]
    } else if query.contains("contestQuestionList") {
      let slug = variables["contestSlug"] as? String ?? ""
      guard slug == "weekly-pebble-400" else { return Self.encode(["data": ["contestQuestionList": []]]) }
      let rows: [(String, String, Int)] = [
        ("pebble-count", "Pebble Count", 3), ("river-crossing", "River Crossing", 4),
        ("lantern-row", "Lantern Row", 5),
        ("stone-garden", "Stone Garden", 6),
      ]
      data = [
        "contestQuestionList": rows.enumerated().map { index, row in
          [
            "questionId": "\(900 + index)", "titleSlug": row.0, "title": row.1, "credit": row.2,
            "isAc": isSignedIn && index == 0,
          ]
        }
      ]
    } else if query.contains("contest(titleSlug") {
      let slug = variables["titleSlug"] as? String ?? ""
      let known: [String: Double] = [
        "weekly-pebble-400": 1_781_209_600, "weekly-pebble-401": upcomingStart.timeIntervalSince1970,
      ]
      guard let start = known[slug] else { return Self.encode(["data": ["contest": NSNull()]]) }
      let title = slug == "weekly-pebble-400" ? "Weekly Pebble 400" : "Weekly Pebble 401"
      data = [
        "contest": [
          "titleSlug": slug, "title": title, "startTime": start, "duration": 5400, "containsPremium": false,
        ]
      ]
    } else {
      return nil
    }
    return Self.encode(["data": data])
  }

  /// leetcode.cn's plans by catalogue heading: two under the first (one also under the second),
  /// 105 under the second, more than one page of 100.
  static func cnCatalogue(_ heading: String) -> [[String: Any]] {
    let headings: [String: [[String: Any]]] = [
      "sprint-interview": [
        ["slug": "river-sprint", "name": "河流冲刺", "questionNum": 30, "premiumOnly": false],
        ["slug": "deep-topic-1", "name": "专题 1", "questionNum": 10, "premiumOnly": false],
      ],
      "deep-dive": (1...105).map {
        ["slug": "deep-topic-\($0)", "name": "专题 \($0)", "questionNum": 10, "premiumOnly": $0 == 105]
      },
    ]
    return headings[heading] ?? []
  }

  static func encode(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }
}

extension FakeLeetCode {
  /// Answers the plans', lists' and contests' queries from `collections`, by the session cookie.
  public func serveCollections(_ collections: FakeCollections) {
    for marker in [
      "studyPlansV2AdQuestionPage", "studyPlanV2Catalogs", "studyPlansV2ByCatalog",
      "studyPlanV2UserProgresses", "studyPlanV2Detail", "myCreatedFavoriteList",
      "favoriteDetailV2", "favoriteQuestionList", "batchAddQuestionsToFavorite",
      "removeQuestionFromFavoriteV2",
      "contestV2UpcomingContests", "contestV2HistoryContests", "contestUpcomingContests {",
      "contestHistory(", "contestQuestionList", "contest(titleSlug",
      "contestQuestion(",
    ] {
      serve(queryContaining: marker, byRequest: { collections.answer($0) ?? Data() })
    }
  }
}
