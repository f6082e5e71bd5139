import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// Everything a command needs, derived once from the options and the environment.
struct AppContext {
  var options: Options
  /// The run's environment, site, cache, config and credentials, found and read once.
  let session: Session
  /// The language of the words and, where LeetCode translates, of the problems.
  var language: Language
  /// Loads problems under the cache policy, fetching when online (see NetworkCommands.swift).
  var service: ProblemService

  /// The context of `options` in `environment`.
  /// - Throws: `AppError` for a bad `LEETVIEW_SITE`; `LoadError.configuration` for a config file
  ///   that is unsafe to read or not JSON (except for `login`, which writes it anew).
  init(options: Options, environment: [String: String]) throws {
    self.options = options
    let site: Site
    if let given = options.site {
      site = given
    } else if let raw = environment["LEETVIEW_SITE"], !raw.isEmpty {
      guard let named = Site(rawValue: raw) ?? Site.allCases.first(where: { $0.host == raw }) else {
        throw AppError(message: "LEETVIEW_SITE must be com or cn, not '\(raw)'")
      }
      site = named
    } else {
      site = .com
    }
    language = options.language ?? (site == .cn ? .chinese : .english)
    let location = CacheLocation.resolve(option: options.cacheDirectory, environment: environment)
    session = try Session(
      environment: environment, site: site, store: CacheStore(location: location, site: site),
      replacingUnreadableConfig: options.command == .login)
    service = ProblemService(session: session, policy: Self.fetchPolicy(options))
  }

  /// The words in the run's language.
  var words: Words { Words.for(language) }
  /// The process environment.
  var environment: [String: String] { session.environment }
  /// The site talked to.
  var site: Site { session.site }
  /// The site's cache.
  var store: CacheStore { session.store }
  /// What the cache holds.
  var repository: ProblemRepository { service.repository }

  /// Whether to write text rather than draw the interface.
  var printMode: Bool {
    options.print || !TerminalProbe.canDrawInterface(environment: environment)
  }

  /// The wrap width for printed text.
  var printWidth: Int {
    if let width = options.width { return width }
    if TerminalProbe.stdoutIsTerminal, let columns = TerminalProbe.columns() { return columns }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns >= 10 { return columns }
    return 80
  }

  /// Whether printed text carries SGR styling, and whether that styling may use colours; an
  /// explicit `--images` asks for colour as `--color always` does, even in a pipe.
  var printStyling: (styled: Bool, colors: Bool) {
    let noColor = Surroundings(environment: environment).noColor
    switch options.color {
    case .never: return (false, false)
    case .always: return (true, !noColor)
    case .auto:
      let styled = (options.images || TerminalProbe.stdoutIsTerminal) && !noColor
      return (styled, styled)
    }
  }

  /// Runs the command.
  func run() throws -> Int32 {
    switch options.command {
    case .open(let query?):
      if !printMode {
        // What the cache answers opens at once; what needs LeetCode is fetched on screen.
        let launch = try service.loadWithoutFetching(query).map(AppProgram.Launch.problem)
        if let status = try AppProgram.run(
          context: self, launch: launch ?? .fetching(.problem(query)))
        {
          return status
        }
      }
      return try printProblem(loadProblem(query))
    case .open(nil):
      if !printMode, let status = try AppProgram.run(context: self, launch: .browser) {
        return status
      }
      return try printList()
    case .daily:
      if !printMode {
        let launch = try service.dailyWithoutFetching().map(AppProgram.Launch.daily)
        if let status = try AppProgram.run(context: self, launch: launch ?? .fetching(.daily)) {
          return status
        }
      }
      return try printProblem(loadDaily())
    case .sync(let details):
      return try runSync(details: details)
    case .login:
      return try runLogin()
    case .whoami:
      return try runWhoami()
    case .logout:
      return try runLogout()
    case .stats(let user):
      return try runStats(user)
    case .edit(let target), .test(let target), .submit(let target):
      return try runSolve(
        options.command, target: target, language: options.programmingLanguage,
        cases: options.cases, workspace: options.workspace)
    case .random(let filter):
      return try runRandom(filter)
    case .plans(let slug):
      return try runCollection(.plan, slug: slug)
    case .lists(let slug):
      return try runCollection(.list, slug: slug)
    case .contests(let slug):
      return try runCollection(.contest, slug: slug)
    case .export(let folder):
      return try runExport(folder)
    case .note(let query):
      return try runNote(query)
    case .submissions(let problem, let id):
      return try runSubmissions(problem, id: id)
    case .diff(let old, let new):
      return try runDiff(old, new)
    case .review(let problem, let grade):
      return try runReview(problem: problem, grade: grade)
    case .help, .version, .manual, .completions:
      return 0
    }
  }

  /// Prints the chosen segment of a problem.
  /// - Throws: `LoadError.configuration` when the config's `pictures` is not a setting.
  func printProblem(_ loaded: LoadedProblem) throws -> Int32 {
    let width = printWidth
    var page = ProblemPage(problem: loaded.problem, language: language)
    page.mark = cachedMark(slug: loaded.problem.titleSlug)
    var lines = page.headerLines(width: width)
    lines.append(StyledLine())
    guard let document = printedDocument(page) else { return 1 }
    let pictures = try printedPictures(document, width: width)
    lines += DocumentLayout.lines(document, width: width, pictures: pictures.slots)
    while lines.last?.spans.isEmpty == true || lines.last?.text.isEmpty == true { lines.removeLast() }
    let styling = printStyling
    let text = PrintedGraphicsText.render(
      lines, theme: Theme(usesColor: styling.colors), styled: styling.styled, graphics: pictures.graphics)
    StandardOutput.write(text)
    warnIfNotKept()
    return 0
  }

  /// Says once on stderr, as a warning, that what was fetched could not be kept in the cache.
  func warnIfNotKept() {
    guard let warning = service.takeCacheWarning() else { return }
    ErrorLine.print("warning: " + warning)
  }

  /// The cached problem list; online, fetched on first use rather than sent to `leetview sync`.
  /// - Throws: `LoadError.listNotCachedOffline` offline with none cached, or the fetch's error.
  func cachedOrFetchedList() throws -> ProblemList {
    if let cached = try repository.cachedList() { return cached }
    if options.offline { throw LoadError.listNotCachedOffline }
    return try service.fetchList()
  }

  /// Prints the cached problem list, one problem a line.
  func printList() throws -> Int32 {
    let list = try cachedOrFetchedList()
    var out = ""
    let marks = printedMarks
    for item in list.items {
      let title = item.title(in: language)
      var line = Self.markPrefix(marks, slug: item.titleSlug) + "\(item.frontendID). \(title)"
      if let difficulty = item.difficulty { line += " · \(difficulty.rawValue)" }
      if let acceptance = item.acceptance { line += " · \(ProblemPage.percent(acceptance))" }
      if item.isPaidOnly { line += " · Premium" }
      out += TextSanitizer.clean(line) + "\n"
    }
    StandardOutput.write(out)
    warnIfNotKept()
    return 0
  }
}
