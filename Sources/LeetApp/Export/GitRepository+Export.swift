import FoundationEssentials
import LeetModel
import TermCore

/// What the export asks of its repository: that it is safe to write in, what it holds already,
/// and one dated commit per submission of the paths written and nothing else.
extension GitRepository {
  /// Refuses a repository the export must not write in: HEAD detached, changes staged, no identity.
  ///
  /// Nothing is written before this passes.
  /// - Throws: `Failure` saying what to do.
  func checkReady() throws(Failure) {
    let shown = TextSanitizer.oneLine(folder.path)
    if try run(["symbolic-ref", "-q", "HEAD"]).status != 0 {
      throw Failure(message: "\(shown) is on a detached HEAD; check out a branch first (nothing was written)")
    }
    if try run(["diff", "--cached", "--quiet"]).status != 0 {
      throw Failure(
        message: "\(shown) has staged changes; commit or unstage them first (nothing was written)")
    }
    if try run(["var", "GIT_AUTHOR_IDENT"]).status != 0 {
      throw Failure(
        message: "git does not know who you are; set user.name and user.email "
          + "(git config --global user.name ...) first (nothing was written)")
    }
  }

  /// Whether the branch has a commit yet.
  var hasCommits: Bool {
    (try? run(["rev-parse", "-q", "--verify", "HEAD"]).status == 0) ?? false
  }

  /// The submissions exported before: those named by a commit's trailer on this branch.
  /// - Throws: `Failure` when the log cannot be read.
  func exportedSubmissions() throws(Failure) -> Set<UInt64> {
    guard hasCommits else { return [] }
    let format = "--format=%(trailers:key=\(ExportLayout.submissionTrailer),valueonly,separator=%x0A)"
    let output = try succeed(["log", format])
    return Set(output.split(whereSeparator: \.isNewline).compactMap { UInt64($0.trimmingWhitespace) })
  }

  /// The key of the repository's own config that keeps the newest submission a finished export
  /// saw (failed ones too), so that a run with nothing new reads one page.
  static let seenKey = "leetview.seen"

  /// The newest submission a finished export saw, nil before the first.
  func seenSubmission() -> UInt64? {
    guard let outcome = try? run(["config", "--local", "--get", Self.seenKey]), outcome.status == 0 else {
      return nil
    }
    return UInt64(outcome.output.trimmingWhitespaceAndNewlines)
  }

  /// Keeps `id` as the newest submission seen.
  func keepSeen(_ id: UInt64) throws(Failure) {
    try succeed(["config", "--local", Self.seenKey, String(id)])
  }

  /// The folder, relative to `folder`, that already holds the problem `slug` (named `…-slug`),
  /// so that a problem keeps its folder when its id is learned later.
  func existingFolder(of slug: TitleSlug) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().first { $0.hasSuffix("-" + slug.rawValue) && !$0.hasPrefix(".") }
  }

  /// Whether `path` (relative to `folder`) has changes git would show: changed, staged or untracked.
  func hasChanges(_ path: String) throws(Failure) -> Bool {
    !(try succeed(["status", "--porcelain", "--untracked-files=all", "--", path]).isEmpty)
  }

  /// Stages `paths` and commits them with `message`, dated `timestamp` (author and committer).
  /// - Throws: `Failure` when git refuses.
  func commit(_ paths: [String], message: String, timestamp: Int64) throws(Failure) {
    try succeed(["add", "--"] + paths)
    let date = "@\(timestamp) +0000"
    try succeed(
      ["commit", "-q", "--allow-empty", "--no-edit", "-F", "-"], input: Data(message.utf8),
      extra: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
  }

  /// Pushes the branch to its upstream's remote, else to the one remote there is; the remote's
  /// name (never its URL, which may hold a token).
  /// - Throws: `Failure` when there is no remote to push to or the push fails.
  func push() throws(Failure) -> String {
    let upstream = try run(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"])
    if upstream.status == 0, let remote = upstream.output.split(separator: "/").first {
      let name = String(remote).trimmingWhitespaceAndNewlines
      try succeed(["push", "-q", name, "HEAD"])
      return name
    }
    let remotes = try succeed(["remote"]).split(whereSeparator: \.isNewline).map(String.init)
    guard remotes.count == 1, let only = remotes.first else {
      throw Failure(
        message: remotes.isEmpty
          ? "there is no remote to push to; add one (git remote add origin URL) first"
          : "which remote? set the branch's upstream (git push -u REMOTE BRANCH) first")
    }
    try succeed(["push", "-q", "-u", only, "HEAD"])
    return only
  }
}
