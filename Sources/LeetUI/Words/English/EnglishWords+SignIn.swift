import LeetText

extension EnglishWords {
  func signIn(host: String) -> Document {
    [
      .paragraph([Span("Your submissions need you to be signed in to \(host).", style: .bold)]),
      .paragraph([
        Span("Run "), Span("leetview login", style: .code),
        Span(" and paste the LEETCODE_SESSION and csrftoken cookies of a signed-in browser, or set the"),
        Span(" environment variables "), Span("LEETCODE_SESSION", style: .code), Span(" and "),
        Span("LEETCODE_CSRFTOKEN", style: .code), Span(". Then open this page again."),
      ]),
      .paragraph([
        Span(
          "leetview keeps the session in its config file (mode 0600) and never in the cache.",
          style: .dim)
      ]),
    ]
  }
}
