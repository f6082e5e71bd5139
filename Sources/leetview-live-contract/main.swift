import Foundation
import LeetFetch
import LeetNetwork

/// `make live-contract`: sends each query leetview uses to leetcode.com (or `LEETVIEW_ENDPOINT`)
/// with the user's session, after saying so and asking (`LIVE_CONTRACT=yes` answers yes), and
/// compares each answer's shape with its fixture. Never run by `make test` or CI; it never prints
/// the session. Run from the repository (fixtures: `Tests/LiveContract`, `../shared/corpus`).

/// Writes `line` and a newline on stdout at once.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// One `leetview-live-contract: ...` line on stderr and exit status `status`.
func stop(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("leetview-live-contract: \(message)\n".utf8))
  exit(status)
}

let environment = ProcessInfo.processInfo.environment
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let shapes =
  environment["LIVE_CONTRACT_SHAPES"].map { URL(fileURLWithPath: $0) }
  ?? here.appendingPathComponent("Tests/LiveContract")
let corpus =
  environment["LIVE_CONTRACT_CORPUS"].map { URL(fileURLWithPath: $0) }
  ?? here.deletingLastPathComponent().appendingPathComponent("shared/corpus")
let recorded = corpus.appendingPathComponent("recorded")

let endpoint: Endpoint
do {
  endpoint = try Endpoint.resolve(site: .com, environment: environment)
} catch let error as LoadError {
  stop(error.message)
} catch {
  stop("cannot read LEETVIEW_ENDPOINT")
}
var credentials = Credentials.fromEnvironment(environment)
if credentials?.isEmpty ?? true {
  do {
    credentials = try ConfigFile.locate(environment: environment).read()?.credentials(for: .com)?.credentials
  } catch let error as LoadError {
    stop(error.message)
  }
}
let signedIn = credentials.map { !$0.isEmpty } ?? false
let year = Calendar(identifier: .gregorian).component(.year, from: Date())
let contract = LiveContract(
  probes: LiveContractProbe.all(year: year),
  recordedDirectory: FileManager.default.fileExists(atPath: recorded.path) ? recorded : nil,
  shapeDirectory: shapes)

for line in contract.plan(host: endpoint.displayHost, signedIn: signedIn) { say(line) }
if environment["LIVE_CONTRACT"] != "yes" {
  guard isatty(0) == 1 else { stop("not sent: answer at a terminal, or set LIVE_CONTRACT=yes", status: 2) }
  FileHandle.standardOutput.write(Data("Send them? [y/N] ".utf8))
  let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
  guard answer == "y" || answer == "yes" else { stop("not sent", status: 2) }
}

let client = LeetCodeClient(
  site: .com, endpoint: endpoint, credentials: signedIn ? credentials : nil, transport: CurlTransport())
var counts = (holds: 0, breaks: 0, other: 0)
let holds = contract.run(client: client) { name, outcome in
  for line in LiveContract.lines(name, outcome) { say(line) }
  switch outcome {
  case .holds: counts.holds += 1
  case .breaks: counts.breaks += 1
  case .skipped, .failed: counts.other += 1
  }
}
say("\(counts.holds) hold, \(counts.breaks) changed, \(counts.other) skipped or failed")
exit(holds ? 0 : 1)
