import FoundationEssentials
import LeetModel
import TermCore

/// `make live-contract`'s runner: leetview's queries sent to the real site, each answer held to
/// its fixture.
///
/// Each answer's shape (`JSONShape`) is compared with its fixture's, so that a change of LeetCode's
/// shapes shows before a user meets it. Never part of the suite or CI; its comparison is tested
/// there, and the runner against the fake LeetCode.
public struct LiveContract: Sendable {
  /// What one probe came to.
  public enum Outcome: Hashable, Sendable {
    /// The answer's shape holds the fixture's (with the keys it adds, which are news only).
    case holds(added: [ShapeDifference])
    /// The answer lacks keys or changed types.
    case breaks([ShapeDifference])
    /// Not sent or not compared, and why.
    case skipped(String)
    /// The request failed, and how (credentials redacted).
    case failed(String)
  }

  public var probes: [LiveContractProbe]
  /// `../shared/corpus/recorded`, for the recorded fixtures; nil when absent.
  public var recordedDirectory: URL?
  /// `Tests/LiveContract`, for the shape files.
  public var shapeDirectory: URL

  public init(probes: [LiveContractProbe], recordedDirectory: URL?, shapeDirectory: URL) {
    self.probes = probes
    self.recordedDirectory = recordedDirectory
    self.shapeDirectory = shapeDirectory
  }

  /// What is said before anything is sent: that it talks to the site, and every request.
  public func plan(host: String, signedIn: Bool) -> [String] {
    let session =
      signedIn ? "with your LeetCode session (its cookies; never printed)" : "signed out (no session found)"
    return [
      "live-contract talks to LeetCode: it sends \(probes.count) requests to \(host), \(session):"
    ] + probes.map { "  \($0.name)" } + [
      "Each answer's keys and JSON types are compared with its fixture; nothing is stored."
    ]
  }

  /// Sends every probe through `client` in turn, telling each outcome to `report` as it comes.
  /// - Returns: whether every compared answer holds its fixture.
  public func run(client: LeetCodeClient, report: (String, Outcome) -> Void) -> Bool {
    var earlier: [String: JSONValue] = [:]
    var holds = true
    for probe in probes {
      let outcome = run(probe, client: client, earlier: &earlier)
      if case .breaks = outcome { holds = false }
      report(probe.name, outcome)
    }
    return holds
  }

  private func run(_ probe: LiveContractProbe, client: LeetCodeClient, earlier: inout [String: JSONValue])
    -> Outcome
  {
    let user = earlier["globalData"]?["data"]["userStatus"]["username"].string.flatMap {
      UserName($0)?.rawValue
    }
    guard let request = probe.build(earlier, user.flatMap { $0.isEmpty ? nil : $0 }) else {
      return .skipped("no \(probe.needs) to ask about")
    }
    let expected: JSONShape
    switch fixtureShape(probe.fixture) {
    case .success(let shape): expected = shape
    case .failure(let why): return .skipped(why.reason)
    }
    let answer: JSONValue
    var asked: String? = nil
    do {
      switch request {
      case .graphQL(let operation):
        asked = operation.query
        answer = try client.graphQL(operation).json()
      case .get(let path):
        answer = try client.getJSON(path).json()
      }
    } catch let error as FetchError {
      return .failed(error.summary)
    } catch {
      return .failed("the answer is not JSON")
    }
    earlier[probe.name] = answer
    let recorded: Bool
    if case .recorded = probe.fixture { recorded = true } else { recorded = false }
    let differences = Self.compare(
      expected: expected, actual: JSONShape(of: answer), asked: recorded ? asked : nil)
    let breaking = differences.filter(\.breaksContract)
    return breaking.isEmpty ? .holds(added: differences) : .breaks(breaking)
  }

  /// How `actual` differs from `expected`; with `asked` (the query text of a recorded fixture,
  /// which came from another client's query), a key the query does not name is not missing.
  public static func compare(expected: JSONShape, actual: JSONShape, asked: String?) -> [ShapeDifference] {
    let all = expected.differences(from: actual)
    guard let asked else { return all }
    let words = Set(asked.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    return all.filter { difference in
      guard difference.kind == .missing else { return true }
      let key = difference.path.split(separator: ".").last.map {
        String($0.replacing("[0]", with: ""))
      }
      return key.map { words.contains($0) } ?? true
    }
  }

  /// A fixture that cannot be used, and why.
  struct FixtureProblem: Error {
    var reason: String
  }

  /// The shape of `fixture`, read from its file.
  func fixtureShape(_ fixture: LiveContractProbe.Fixture) -> Result<JSONShape, FixtureProblem> {
    switch fixture {
    case .recorded(let path):
      guard let directory = recordedDirectory else {
        return .failure(FixtureProblem(reason: "../shared/corpus/recorded is absent (its fixture)"))
      }
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path),
        let json = try? JSONValue.parse(data)
      else { return .failure(FixtureProblem(reason: "recorded/\(path) cannot be read")) }
      return .success(JSONShape(of: json))
    case .shapeFile(let name):
      guard let data = FileManager.default.contents(atPath: shapeDirectory.appendingPathComponent(name).path),
        let json = try? JSONValue.parse(data), let shape = JSONShape(notation: json)
      else { return .failure(FixtureProblem(reason: "the shape file \(name) cannot be read")) }
      return .success(shape)
    }
  }

  /// The outcome as lines of the report, under the probe's `name`.
  public static func lines(_ name: String, _ outcome: Outcome) -> [String] {
    switch outcome {
    case .holds(let added):
      return ["ok       \(name)"] + added.prefix(20).map { "           \($0.line)" }
    case .breaks(let differences):
      return ["CHANGED  \(name)"] + differences.prefix(40).map { "           \($0.line)" }
    case .skipped(let why):
      return ["skipped  \(name): \(why)"]
    case .failed(let why):
      return ["failed   \(name): \(TextSanitizer.oneLine(why))"]
    }
  }
}
