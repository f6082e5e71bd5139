import FoundationEssentials
import Glibc
import LeetLocalRun
import LeetModel
import LocalProcess
import TermCore

/// Runs a solution on this machine: the harness built (or reused), each case in its own process
/// group with its limits, each answer judged.
struct LocalRunner {
  /// The language's programs.
  var toolchain: Toolchain
  /// The cache root, where builds are kept.
  var root: URL
  /// The environment the programs get: `PATH`, `HOME`, `LANG`, `TMPDIR`; never credentials.
  var environment: [String: String]

  /// Seconds a case may take; the first after a new build gets 15 (a cold start: caches, a JIT).
  static let caseSeconds = 5.0
  static let firstCaseSeconds = 15.0
  /// The data limit of a case (`RLIMIT_DATA`), every language's: the JVM's and V8's reservations
  /// are not data until written, so their heaps and all else they allocate fit in it.
  static let memoryBytes = 1 << 30
  /// How many more tasks than the user runs a case may start (`RLIMIT_NPROC`): the JVM's threads
  /// and a few forks, not a fork bomb.
  static let processes = 256
  /// Bytes of a case's stdout kept and shown.
  static let stdoutBytes = 4096

  /// The environment of the programs, from leetview's own.
  static func childEnvironment(_ parent: [String: String]) -> [String: String] {
    var environment: [String: String] = ["LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"]
    for name in ["PATH", "HOME", "TMPDIR", "JAVA_HOME", "RUSTUP_HOME", "CARGO_HOME", "RUSTUP_TOOLCHAIN"] {
      environment[name] = parent[name]
    }
    if environment["PATH"] == nil { environment["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
    return environment
  }

  /// Runs `code` (the text between the markers) called as `signature` on `cases`.
  /// - Parameter file: the solution file's text and name, so that errors name its lines.
  /// - Throws: `LocalBuild.Failure.cannotWrite` when the build folder cannot be written.
  func run(
    code: String, signature: LocalSignature, cases: [LocalCase], anyOrder: Bool,
    file: (text: String, name: String)? = nil
  ) throws(LocalBuild.Failure) -> LocalRunResult {
    let language = toolchain.language
    let source = language.source(code: code, signature: signature)
    let lines = file.flatMap {
      HarnessLines(
        code: code, source: source, harnessFile: language.fileName, file: $0.text, userFile: $0.name)
    }
    let build: LocalBuild
    do {
      build = try LocalBuild.prepare(
        source: source, toolchain: toolchain, root: root, environment: environment)
    } catch .compileError(let text) {
      let message = language.cleanedBuildMessage(text)
      return LocalRunResult(
        language: language.slug, compileError: lines?.remap(message) ?? message, cases: [],
        reusedBuild: false)
    }
    let answerType: LocalType? = {
      if case .function(let method) = signature { return method.answerType }
      return nil
    }()
    let command = language.run
    var results: [LocalCaseResult] = []
    for (index, item) in cases.enumerated() {
      if results.contains(where: { $0.status == .timeLimitExceeded }) {
        results.append(
          LocalCaseResult(
            input: item.input, output: nil, expected: item.expected, expectedSource: item.source,
            stdout: "", stdoutTruncated: false, status: .notRun, seconds: 0))
        continue
      }
      let outcome = CaseProcess.run(
        toolchain.program(command, in: build.folder), arguments: command.arguments,
        environment: environment, directory: build.folder.path, input: Data((item.input + "\n").utf8),
        limits: CaseProcess.Limits(
          seconds: index == 0 && !build.reused ? Self.firstCaseSeconds : Self.caseSeconds,
          outputBytes: Self.stdoutBytes,
          dataBytes: Self.memoryBytes, processes: Self.processes))
      var result = Self.judge(outcome, item, answerType: answerType, anyOrder: anyOrder && answerType != nil)
      if case .runtimeError(let message) = result.status, let lines {
        result.status = .runtimeError(lines.remap(message))
      }
      results.append(result)
    }
    return LocalRunResult(
      language: language.slug, cases: results,
      reusedBuild: build.reused && language.build != nil && !language.buildOnlyChecks,
      parameterNames: signature.shownParameterNames)
  }

  /// One case's result from its process's outcome.
  static func judge(
    _ outcome: CaseProcess.Outcome, _ item: LocalCase, answerType: LocalType?, anyOrder: Bool
  ) -> LocalCaseResult {
    let stdout = String(decoding: outcome.stdout, as: UTF8.self)
    let answer = String(decoding: outcome.answer, as: UTF8.self).trimmingWhitespaceAndNewlines
    let status: LocalCaseResult.Status
    switch outcome.ending {
    case .timedOut:
      status = .timeLimitExceeded
    case .exited(0) where !answer.isEmpty:
      status = .answered(
        right: item.expected.map {
          LocalJudgement.isRight(answer, expected: $0, type: answerType, anyOrder: anyOrder)
        })
    case .notStarted(let code):
      status = .runtimeError("the program could not be started: \(String(cString: strerror(code)))")
    default:
      status = .runtimeError(errorText(outcome))
    }
    return LocalCaseResult(
      input: item.input, output: answer.isEmpty ? nil : answer, expected: item.expected,
      expectedSource: item.source, stdout: stdout, stdoutTruncated: outcome.stdoutTruncated,
      status: status, seconds: outcome.elapsed)
  }

  /// A crash in words: what it wrote on stderr in full, and how it ended.
  static func errorText(_ outcome: CaseProcess.Outcome) -> String {
    let errors = String(decoding: outcome.stderr, as: UTF8.self).trimmingWhitespaceAndNewlines
    let ending: String
    switch outcome.ending {
    case .signaled(let signal):
      let name =
        signal == SIGSEGV
        ? "SIGSEGV" : signal == SIGABRT ? "SIGABRT" : signal == SIGKILL ? "SIGKILL" : "signal \(signal)"
      ending =
        "killed by \(name)" + (signal == SIGKILL || signal == SIGSEGV ? " (out of memory or stack?)" : "")
    case .exited(let status): ending = status == 0 ? "it gave no answer" : "exit status \(status)"
    default: ending = ""
    }
    return errors.isEmpty ? ending : errors + "\n" + ending
  }
}
