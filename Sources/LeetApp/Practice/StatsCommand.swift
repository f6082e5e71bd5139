import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// `leetview stats [USER]`: a user's progress, drawn as the Progress screen on a terminal and
/// printed as text when piped or with `--print`.
extension AppContext {
  /// The progress service over this run's problems' service.
  var progressService: ProgressService { ProgressService(problems: service) }

  /// Shows the progress of `given`, or of the signed-in user without one.
  /// - Throws: `AppError` for a bad name or no user to show; `LoadError` when it cannot load.
  func runStats(_ given: String?) throws -> Int32 {
    if !printMode, given == nil, !options.offline, service.session.credentials?.session != nil {
      // Who is signed in takes a request: the screen comes up at once and asks in the background.
      let stored = service.session.storedCredentials?.profileName.flatMap(UserName.init)
      let page = stored.flatMap { progressService.cached($0) }.map {
        progressPage(LoadedProgress(snapshot: $0.snapshot, age: $0.age, fromCache: true))
      }
      let launch = AppProgram.Launch.progress(user: nil, cached: page, fresh: false)
      if let status = try AppProgram.run(context: self, launch: launch) { return status }
    }
    let user = try statsUser(given)
    if !printMode {
      let cached = progressService.cached(user)
      let fresh =
        cached.map { !options.refresh && !options.offline && $0.age < ProgressService.maxAge } ?? false
      let page = cached.map {
        progressPage(LoadedProgress(snapshot: $0.snapshot, age: $0.age, fromCache: true))
      }
      let launch = AppProgram.Launch.progress(user: user.rawValue, cached: page, fresh: fresh)
      if let status = try AppProgram.run(context: self, launch: launch) { return status }
    }
    let loaded = try progressService.load(user)
    printProgress(loaded)
    return 0
  }

  /// The user `given` names, or the signed-in one.
  /// - Throws: `AppError` for a name LeetCode cannot have, or when signed out without a name.
  func statsUser(_ given: String?) throws -> UserName {
    if let given {
      guard let user = UserName(given) else {
        throw AppError(
          message: "'\(TextSanitizer.oneLine(String(given.prefix(80))))' is not a LeetCode user "
            + "name (letters, digits, _ - and .)")
      }
      return user
    }
    let signedIn: UserName?
    do {
      signedIn = try progressService.signedInUser()
    } catch let error as FetchError {
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
    guard let signedIn else {
      throw AppError(
        message:
          "stats without a user name needs the signed-in user: run "
          + "`\(SubmissionsDocument.loginCommand(host: site.host))`, "
          + "or name one: `leetview stats USER`")
    }
    return signedIn
  }

  /// The page of `loaded` as the screen and the printer show it, why it is stale in `words`.
  func progressPage(_ loaded: LoadedProgress, words: FailureWords = .commandLine) -> ProgressPage {
    ProgressPage(
      progress: loaded.snapshot.progress, host: site.host, fetchedAt: loaded.snapshot.fetchedAt,
      now: Date(), staleBecause: loaded.staleBecause.map(words.phrase))
  }

  /// Prints the progress page at the print width.
  func printProgress(_ loaded: LoadedProgress) {
    let styling = printStyling
    let grid = ProgressSheet.render(
      progressPage(loaded), width: printWidth, theme: Theme(usesColor: styling.colors),
      words: words)
    StandardOutput.write(ANSIText.render(grid, styled: styling.styled))
    warnIfNotKept()
  }
}
