extension EnglishWords: AppMessageWords {
  func stillLoading(_ title: String) -> String {
    "\(title) is still loading; e, t and x act once it is shown"
  }
  var listHint: String { "list" }
  var refreshingList: String { "Refreshing the problem list…" }
  func listRefreshed(_ count: Int) -> String {
    "Problem list refreshed: \(Self.grouped(count)) problems"
  }
  func listNotRefreshed(_ reason: String, kept: StaleList?) -> String {
    let shown: String
    switch kept {
    case .bundled?: shown = "showing the bundled list"
    case .old(let age)?: shown = "showing the list cached \(age) ago"
    case nil: shown = "showing the list as it was"
    }
    return "Could not refresh the problem list (\(reason)); \(shown)"
  }
  func sidebarHidden(key: String) -> String { "The sidebar is hidden; \(key) shows it" }
  func sidebarNeedsWidth(_ columns: Int) -> String {
    "The sidebar needs a terminal of \(columns) columns or more"
  }
  var readingList: String { "Reading the problem list…" }
  var noListCached: String { "No problem list is cached yet; run leetview without a problem to fetch it" }
  var syncGoesOn: String { "The sync goes on in the background" }

  /// `4029` as `4,029`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (number < 0 ? "-" : "") + out
  }
}
