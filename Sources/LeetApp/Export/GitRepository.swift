import FoundationEssentials
import HelperProcess
import TermCore

/// A git repository worked on by running `git` as a process: the arguments an array (never a
/// shell line), a commit's message on stdin, and an environment of the user's git settings only,
/// so that no credential of leetview's reaches git, its hooks or its objects.
struct GitRepository {
  /// The folder the export writes in (the repository's top or a folder inside it).
  let folder: URL
  /// The `git` program.
  let git: String
  /// What git is given of the environment.
  let environment: [String: String]

  /// Git could not do what was asked, in one line.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// What one run of git gave.
  struct Outcome {
    var status: Int32
    /// Its stdout and stderr together.
    var output: String
  }

  /// The variables passed on to git: where its settings are, who the user is, how to reach a remote.
  ///
  /// Nothing else (no `LEETCODE_SESSION`, no `LEETVIEW_*`).
  static let passedVariables: Set<String> = [
    "PATH", "HOME", "XDG_CONFIG_HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM",
    "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "EMAIL",
    "SSH_AUTH_SOCK", "GIT_SSH_COMMAND", "GIT_SSH", "GIT_ASKPASS", "SSH_ASKPASS",
  ]

  /// The repository at `folder`; with `initialise`, the folder is made and `git init` run when it
  /// is not in a repository yet.
  /// - Throws: `Failure` when git is missing or the folder is not in a repository.
  static func open(_ folder: URL, initialise: Bool, environment: [String: String]) throws(Failure)
    -> GitRepository
  {
    guard let git = Toolchain.lookUp("git", in: environment["PATH"]) else {
      throw Failure(message: "git is not installed; install the Debian package git (apt-get install git)")
    }
    let passed = environment.filter { passedVariables.contains($0.key) }.merging(["LC_ALL": "C"]) { $1 }
    let repository = GitRepository(folder: folder, git: git, environment: passed)
    let shown = TextSanitizer.oneLine(folder.path)
    var isFolder = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
    if exists, !isFolder { throw Failure(message: "\(shown) is not a folder") }
    if !exists {
      guard initialise else {
        throw Failure(message: "\(shown) does not exist; make it a git repository (git init), or pass --init")
      }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw Failure(message: "cannot make \(shown) (\(error))")
      }
    }
    if try repository.run(["rev-parse", "--is-inside-work-tree"]).status != 0 {
      guard initialise else {
        throw Failure(message: "\(shown) is not a git repository; make it one with git init, or pass --init")
      }
      try repository.succeed(["init", "-q"])
    }
    return repository
  }

  /// Runs `git -C folder arguments` with `input` on its stdin and `extra` in its environment.
  /// - Throws: `Failure` when git cannot start.
  @discardableResult
  func run(_ arguments: [String], input: Data = Data(), extra: [String: String] = [:]) throws(Failure)
    -> Outcome
  {
    let child: ChildProcess
    do {
      child = try ChildProcess(
        git, arguments: ["-C", folder.path] + arguments,
        environment: environment.merging(extra) { $1 }, errorsOnOutput: true)
    } catch {
      throw Failure(message: "git could not start (\(error.reason))")
    }
    child.send(input)
    let output = String(decoding: child.receiveAll(), as: UTF8.self)
    let ending = child.waitForEnd(until: .now + .seconds(3_600))
    let status = ending.map { $0.bySignal ? 128 + $0.status : $0.status } ?? -1
    return Outcome(status: status, output: output)
  }

  /// Runs git and insists that it succeeds.
  /// - Throws: `Failure` with git's last line when it does not.
  @discardableResult
  func succeed(_ arguments: [String], input: Data = Data(), extra: [String: String] = [:]) throws(Failure)
    -> String
  {
    let outcome = try run(arguments, input: input, extra: extra)
    guard outcome.status == 0 else {
      let said = outcome.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
      let reason = said.isEmpty ? "exit status \(outcome.status)" : TextSanitizer.oneLine(said)
      throw Failure(message: "git \(arguments.first ?? "") failed: \(reason)")
    }
    return outcome.output
  }
}
