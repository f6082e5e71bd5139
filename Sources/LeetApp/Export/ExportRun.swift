import FoundationEssentials
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// One export: the walk through the archive to what was exported before, then a commit for each
/// new accepted submission, oldest first, with its problem's statement beside it.
struct ExportRun {
  let context: AppContext
  let repository: GitRepository
  let bar: ProgressLine
  /// The archive, every request a second apart.
  let archive: SubmissionArchive
  /// When the run began, for the bar's rate.
  let started = Date()
  /// What the walk found.
  private(set) var walk = ExportWalk(exported: [])
  /// The commits made.
  private(set) var committed = 0
  /// The problems given a commit.
  private(set) var problems: Set<TitleSlug> = []
  /// The folder of each problem met this run.
  private var folders: [TitleSlug: String] = [:]

  init(context: AppContext, repository: GitRepository, bar: ProgressLine) {
    self.context = context
    self.repository = repository
    self.bar = bar
    archive = SubmissionArchive(problems: context.service)
  }

  /// Walks and commits; the exit status (130 after Ctrl-C).
  /// - Throws: `AppError` when a request or git fails (the commits before it stay).
  mutating func perform() throws -> Int32 {
    do {
      walk = ExportWalk(exported: try repository.exportedSubmissions(), seen: repository.seenSubmission())
      try readArchive()
      let new = walk.toWrite
      for (index, submission) in new.enumerated() {
        if ExportInterrupt.wasPressed { break }
        try commit(submission)
        bar.show(progress(.commits, done: index + 1, total: new.count))
      }
      // Only a run that wrote everything new may say where the next one stops.
      if !ExportInterrupt.wasPressed, let newest = walk.newest, newest > (walk.seen ?? 0) {
        try repository.keepSeen(newest)
      }
    } catch let error as GitRepository.Failure {
      throw stopped(error.message)
    } catch let error as FetchError {
      throw stopped(FailureWords.commandLine.phrase(error, offlineHelps: false))
    } catch let error as LoadError {
      throw stopped(error.message)
    } catch is SubmissionDumpPage.Unreadable {
      throw stopped("LeetCode's answer for the submissions was not the archive's shape")
    }
    return ExportInterrupt.wasPressed ? 130 : 0
  }

  /// Reads pages until the newest submission exported before, or the archive's end.
  private mutating func readArchive() throws {
    var more = true
    while more, !ExportInterrupt.wasPressed {
      let page = try archive.page(offset: walk.nextOffset, lastKey: walk.nextKey)
      more = walk.take(page)
      bar.show(progress(.submissions, done: walk.nextOffset, total: nil))
    }
  }

  /// Writes `submission`'s files and commits them, dated when it was submitted.
  private mutating func commit(_ submission: AcceptedSubmission) throws {
    let problem = try statement(of: submission.slug)
    let id = problem?.frontendID
    let folder = try folder(of: submission.slug, frontendID: id)
    var files: [(path: String, data: Data)] = [
      ("\(folder)/\(ExportLayout.solutionFile(submission))", Data(submission.code.utf8))
    ]
    if let problem {
      files.append(("\(folder)/\(ExportLayout.statementFile)", Data(ExportStatement.markdown(problem).utf8)))
    }
    if let note = NoteStore(store: context.store).problemNote(slug: submission.slug.rawValue) {
      let text = note.hasSuffix("\n") ? note : note + "\n"
      files.append(("\(folder)/\(ExportLayout.noteFile)", Data(text.utf8)))
    }
    for file in files {
      let url = repository.folder.appendingPathComponent(file.path)
      let same = (try? Data(contentsOf: url)) == file.data
      if !same, try repository.hasChanges(file.path) {
        throw GitRepository.Failure(
          message: "\(TextSanitizer.oneLine(file.path)) has changes of yours; commit or stash them first")
      }
      if !same {
        let root = repository.folder.appendingPathComponent(folder)
        try AtomicFile.write(file.data, to: url, privateFrom: root)
      }
    }
    let beats = try archive.beats(of: submission)
    try repository.commit(
      files.map(\.path), message: ExportLayout.message(submission, frontendID: id, beats: beats),
      timestamp: submission.timestamp)
    committed += 1
    problems.insert(submission.slug)
  }

  /// The problem `slug` from the cache, fetched when it is not there; nil when it cannot be had
  /// (the code is exported all the same).
  private func statement(of slug: TitleSlug) throws -> Problem? {
    if let cached = try? context.repository.cachedProblem(slug: slug.rawValue) { return cached.problem }
    archive.pacer.waitForTurn()
    return try? context.service.load(slug.rawValue).problem
  }

  /// The folder of `slug`: the one the repository has already, else a new one by id and slug.
  private mutating func folder(of slug: TitleSlug, frontendID: String?) throws -> String {
    if let known = folders[slug] { return known }
    let name = repository.existingFolder(of: slug) ?? ExportLayout.folder(frontendID: frontendID, slug: slug)
    folders[slug] = name
    return name
  }

  /// Where the bar stands.
  private func progress(_ phase: SyncProgress.Phase, done: Int, total: Int?) -> SyncProgress {
    SyncProgress(
      phase: phase, done: done, total: total, elapsed: Date().timeIntervalSince(started),
      requests: walk.pages)
  }

  /// The error saying what failed and how far the export got.
  private func stopped(_ reason: String) -> AppError {
    guard committed > 0 else { return AppError(message: "\(reason); nothing was committed") }
    return AppError(
      message: "\(reason); \(committed) of \(walk.toWrite.count) new submissions were committed, "
        + "and running export again goes on from there")
  }

  /// What the run did, on stdout.
  func summary() -> String {
    let shown = TextSanitizer.oneLine(repository.folder.path)
    var lines: [String] = []
    if ExportInterrupt.wasPressed {
      lines.append(
        "Interrupted: committed \(committed) of \(walk.toWrite.count) new accepted submissions to \(shown); "
          + "running export again goes on from there.")
    } else if committed == 0 {
      lines.append("Nothing new: \(shown) holds every accepted submission (\(walk.exported.count)).")
    } else {
      let kinds = problems.count == 1 ? "problem" : "problems"
      lines.append(
        "Committed \(committed) accepted \(committed == 1 ? "submission" : "submissions") of "
          + "\(problems.count) \(kinds) to \(shown).")
    }
    if walk.unreadable > 0 {
      lines.append(
        "Skipped \(walk.unreadable) accepted submissions whose code or language could not be read.")
    }
    if let note = sessionNote() { lines.append(note) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Said when the archive, read to its end, holds fewer problems than the marks count solved:
  /// it covers only the active progress session.
  private func sessionNote() -> String? {
    guard !walk.reachedExported, !ExportInterrupt.wasPressed,
      let marks = MarksService(problems: context.service).cached()?.snapshot.marks
    else { return nil }
    let solved = marks.count(.solved)
    let listed = Set(walk.toWrite.map(\.slug)).count
    guard walk.exported.isEmpty, listed < solved else { return nil }
    return "LeetCode's archive lists accepted submissions of \(listed) problems, where your marks count "
      + "\(solved) solved: it covers only the active progress session."
  }
}
