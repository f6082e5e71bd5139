import LeetModel

/// The queries of the user's history with a problem, exactly as `reference/practice-api.md` §9
/// gives them: one submission whole, the problems the user touched, and the notes.
public enum HistoryQueries {
  /// Problems asked for per page of `userProgressQuestionList`.
  public static let progressPageSize = 100

  /// One submission: code, verdict, figures with their distributions, a failure's case, the note.
  public static func submissionDetails(id: Int) -> GraphQLOperation {
    GraphQLOperation(
      name: "submissionDetails",
      query: """
        query submissionDetails($submissionId: Int!) {
          submissionDetails(submissionId: $submissionId) {
            runtime runtimeDisplay runtimePercentile runtimeDistribution memory memoryDisplay memoryPercentile
            memoryDistribution code timestamp statusCode lang { name verboseName } question { questionId titleSlug }
            notes flagType topicTags { tagId slug name } runtimeError compileError lastTestcase codeOutput
            expectedOutput totalCorrect totalTestcases fullCodeOutput stdOutput } }
        """,
      variables: ["submissionId": .number(Double(id))])
  }

  /// A problem's note.
  public static func questionNote(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "questionNote",
      query:
        "query questionNote($titleSlug: String!) { question(titleSlug: $titleSlug) { questionId note } }",
      variables: ["titleSlug": .string(slug)])
  }

  /// Saves a problem's note.
  public static func updateNote(slug: String, content: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "updateNote",
      query: """
        mutation updateNote($titleSlug: String!, $content: String!) {
          updateNote(titleSlug: $titleSlug, content: $content) { ok error question { questionId note } } }
        """,
      variables: ["titleSlug": .string(slug), "content": .string(content)])
  }

  /// Saves a submission's note with its flag and tags, which the site overwrites together.
  public static func updateSubmissionNote(id: String, note: SubmissionNote) -> GraphQLOperation {
    GraphQLOperation(
      name: "updateSubmissionNote",
      query: """
        mutation updateSubmissionNote($submissionId: ID!, $note: String, $tagIds: [Int], $flagType: SubmissionFlagTypeEnum) {
          updateSubmissionNote(submissionId: $submissionId, note: $note, tagIds: $tagIds, flagType: $flagType) { ok error } }
        """,
      variables: [
        "submissionId": .string(id), "note": .string(note.text),
        "tagIds": .array(note.tagIDs.map { .number(Double($0)) }), "flagType": .string(note.flag.rawValue),
      ])
  }

  /// A page of every problem the user touched, from `skip`.
  public static func userProgressQuestionList(skip: Int, limit: Int = progressPageSize) -> GraphQLOperation {
    GraphQLOperation(
      name: "userProgressQuestionList",
      query: """
        query userProgressQuestionList($filters: UserProgressQuestionListInput) {
          userProgressQuestionList(filters: $filters) { totalNum questions { frontendId title titleSlug difficulty
            lastSubmittedAt numSubmitted questionStatus lastResult } } }
        """,
      variables: ["filters": .object(["skip": .number(Double(skip)), "limit": .number(Double(limit))])])
  }
}
