import FoundationEssentials
import LeetFetch
import LeetModel
import TermCore

/// What `edit`, `test` and `submit` work on: the problem, the language and the solution file.
struct SolutionTarget {
  var problem: Problem
  var language: SolutionLanguage
  /// The solution file (it may not exist yet).
  var file: URL
  /// The workspace the file was named in, which it must not leave; nil for a FILE the user named.
  var workspace: URL? = nil

  /// The file, checked (when it is the workspace's) to lie inside the workspace once links are
  /// resolved: a link pointing elsewhere is refused, as it would be written or sent.
  /// - Throws: `AppError` naming the file.
  func checkedFile() throws -> URL {
    guard let workspace else { return file }
    do {
      try ContainedPath.check(file, inside: workspace)
    } catch {
      throw AppError(message: error.message)
    }
    return file
  }

  /// The problem's template in `language`, or nil when it has none.
  var template: String? {
    problem.codeSnippets.first { $0.languageSlug == language.slug }?.code
  }

  /// The text of a new solution file, or nil when the problem has no template in the language.
  func newFileText(site: Site) -> String? {
    guard let template else { return nil }
    return SolutionFile.text(
      template: template, language: language,
      frontendID: problem.frontendID ?? problem.questionID ?? problem.titleSlug,
      title: problem.title, site: site)
  }
}

/// Finds the problem, the language and the file for a solving command.
struct SolutionTargetResolver {
  var context: AppContext
  /// `-l/--lang`.
  var language: String?
  /// `--workspace`.
  var workspace: String?

  /// The workspace: `--workspace`, `LEETVIEW_WORKSPACE`, config `workspace`, else `~/leetcode`.
  func workspaceDirectory(config: ConfigFile.Contents?) -> URL {
    let environment = context.environment
    let home = Surroundings(environment: environment).home ?? "/nonexistent"
    let chosen =
      workspace ?? environment["LEETVIEW_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
      ?? config?.workspace(home: home) ?? home + "/leetcode"
    let expanded = chosen == "~" ? home : chosen.hasPrefix("~/") ? home + chosen.dropFirst() : chosen
    return URL(fileURLWithPath: expanded).standardizedFileURL
  }

  /// Whether `target` names a file rather than a problem: it holds a slash, or it is a file with
  /// a solution extension (so that a stray file named `1` does not hide problem 1).
  static func namesFile(_ target: String) -> Bool {
    if target.contains("/") { return true }
    let fileExtension = URL(filePath: target, directoryHint: .notDirectory).pathExtension
    guard SolutionLanguage.guessed(fromExtension: fileExtension) != nil else { return false }
    var isDirectory = false
    return FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) && !isDirectory
  }

  /// Resolves `target`, a problem (id or slug) or a solution file.
  /// - Parameter fileMustExist: whether a missing solution file is an error (`test`, `submit`).
  /// - Throws: `AppError`, `SolvingFailure` or `LoadError`.
  func resolve(_ target: String, fileMustExist: Bool) throws -> SolutionTarget {
    if Self.namesFile(target) { return try resolveFile(target) }
    let problem = try context.loadProblem(target).problem
    let found = try self.target(for: problem, config: context.session.config)
    if fileMustExist, !FileManager.default.fileExists(atPath: found.file.path) {
      throw SolvingFailure.noFile(path: found.file.path, problem: target, language: language)
    }
    return found
  }

  /// The workspace file and language for a problem already loaded (the interface's `e`, `t`, `x`).
  /// - Throws: `AppError` for a language the problem has no template in.
  func target(for problem: Problem, config: ConfigFile.Contents?) throws -> SolutionTarget {
    let directory = workspaceDirectory(config: config)
    let slug: TitleSlug
    let id: FrontendID
    do {
      slug = try problem.checkedSlug()
      id = try problem.fileID()
    } catch {
      throw AppError(message: "the problem cannot have a solution file: \(error.message)")
    }
    let chosen = try chooseLanguage(
      language ?? existingLanguage(directory, id: id, slug: slug)
        ?? config?.preferredLanguage ?? "python3", problem: problem)
    let file = directory.appendingPathComponent(
      SolutionFile.fileName(frontendID: id, titleSlug: slug, language: chosen))
    let target = SolutionTarget(problem: problem, language: chosen, file: file, workspace: directory)
    _ = try target.checkedFile()
    return target
  }

  /// The problem and language a solution file's header (and name) give.
  private func resolveFile(_ path: String) throws -> SolutionTarget {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw AppError(message: "cannot read the solution file \(url.path)")
    }
    let header = SolutionFile.parse(String(decoding: data, as: UTF8.self))
    if header.app != nil, header.isChinaSite != (context.site == .cn) {
      let other = header.isChinaSite ? "cn" : "com"
      throw AppError(
        message: "\(url.lastPathComponent) is a solution for leetcode.\(other) (its @lc header says "
          + "app=\(header.app ?? "")); add --site \(other)")
    }
    // The header names the problem, whatever the file is called; the name only stands in for a
    // header that is missing.
    let slug = SolutionFile.titleSlug(fromFileName: url.lastPathComponent)
    let query = header.frontendID ?? slug?.rawValue
    guard let query else {
      throw AppError(
        message: "\(url.lastPathComponent) has no `@lc app=leetcode id=N lang=L` header and is not "
          + "named <id>.<slug>.<ext>: name the problem instead, as in `leetview test 1`")
    }
    let problem = try context.loadProblem(query).problem
    let slugOrExtension =
      language ?? header.languageSlug
      ?? SolutionLanguage.guessed(fromExtension: url.pathExtension)?.slug ?? "python3"
    return SolutionTarget(
      problem: problem, language: try chooseLanguage(slugOrExtension, problem: problem), file: url)
  }

  /// The language of the one solution file for the problem already in the workspace, if there is
  /// exactly one (so that `test 1` finds `1.two-sum.cpp` without `--lang`).
  private func existingLanguage(_ directory: URL, id: FrontendID, slug: TitleSlug) -> String? {
    let prefix = SolutionFile.fileStem(frontendID: id, titleSlug: slug) + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let found = names.filter { $0.hasPrefix(prefix) }
    guard found.count == 1, let name = found.first else { return nil }
    let file = directory.appendingPathComponent(name)
    // A link leading out of the workspace is not read (it is refused when used).
    guard (try? ContainedPath.check(file, inside: directory)) != nil else { return nil }
    let text = (try? String(contentsOf: file, encoding: .utf8))
    return text.flatMap { SolutionFile.parse($0).languageSlug }
      ?? SolutionLanguage.guessed(fromExtension: file.pathExtension)?.slug
  }

  /// The language `slug`, checked against the templates the problem has.
  /// - Throws: `AppError` listing the problem's languages when it has no template in this one.
  private func chooseLanguage(_ slug: String, problem: Problem) throws -> SolutionLanguage {
    let offered = problem.codeSnippets.compactMap { SolutionLanguage.named($0.languageSlug) }
    let list = offered.map(\.slug).joined(separator: ", ")
    guard let language = SolutionLanguage.named(slug) else {
      let known = offered.isEmpty ? SolutionLanguage.all.map(\.slug).joined(separator: ", ") : list
      // A slug one typo away, else the language of that name or extension (`C++`, `py`).
      let meant =
        ClosestSpelling.of(slug, among: SolutionLanguage.all.map(\.slug))
        ?? SolutionLanguage.all.first { $0.displayName.lowercased() == slug.lowercased() }?.slug
        ?? SolutionLanguage.guessed(fromExtension: slug)?.slug
      let named = "unknown language '\(TextSanitizer.oneLine(slug))'"
      if let meant { throw AppError(message: named + "; did you mean \(meant)? (one of: \(known))") }
      throw AppError(message: named + "; use one of: \(known)")
    }
    if !offered.isEmpty, !offered.contains(language) {
      throw AppError(
        message: "problem \(problem.frontendID ?? problem.titleSlug) has no \(language.displayName) "
          + "template; it has: \(list)")
    }
    return language
  }
}
