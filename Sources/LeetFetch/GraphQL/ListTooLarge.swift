/// The refusal of a problem list past `ContentLimits`: never kept, never retried from the index.
struct ListTooLarge: Error {
  /// The failure as the user reads it.
  var error: FetchError

  /// `detail` says what the list went past ("more than 20000 problems").
  init(host: String, _ detail: String) {
    error = .invalidResponse(
      host: host, detail: "a problem list of \(detail), far more than LeetCode has; it was not kept")
  }
}
