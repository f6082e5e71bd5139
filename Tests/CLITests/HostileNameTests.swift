import Foundation
import LeetTestSupport
import Testing

/// Names from a hostile LeetCode (or a crafted cache file) that try to become paths, terminal
/// output or lines of a solution file: `edit` and `test` end to end, with the real binary, a
/// temporary HOME, workspace and cache, and a fake LeetCode on loopback.
///
/// Each test asserts the file system (nothing outside the workspace and cache), the fake's request
/// log (nothing else's content sent), and the bytes written to stdout and stderr (no ESC).
@Suite struct HostileNameTests {
  static let traversal = "../../../.local/lib/python3.11/site-packages/usercustomize"
  static let terminalAttack = "1\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}]2;pwned\u{07}\u{1B}[2J"
  static let secrets = ["LEETCODE_SESSION": "hostile-names-session", "LEETCODE_CSRFTOKEN": "hostile-csrf"]

  /// A temporary HOME with the workspace four folders deep (so that a traversal from it still lands
  /// inside the temporary folder, where the test can see it), a cache, and the fake serving
  /// `two-sum` as `question`.
  struct Setup {
    let base: FetchEndToEndTests.Setup
    let judge: FakeJudge
    var fake: FakeLeetCode { base.fake }
    var root: URL { base.root }
    var home: URL { root.appendingPathComponent("home") }
    var workspace: URL { home.appendingPathComponent("leetcode/deep/ws") }

    init(question: Data) throws {
      let fake = try FakeLeetCode()
      fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "two-sum", title: "Two Sum")])
      fake.serveQuestion("two-sum", body: question)
      base = try FetchEndToEndTests.Setup(fake: fake)
      judge = FakeJudge(
        on: fake, session: secrets["LEETCODE_SESSION"] ?? "", csrfToken: secrets["LEETCODE_CSRFTOKEN"] ?? "")
      judge.judge(.accepted, pendingPolls: 0)
      try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    }

    /// Runs leetview signed in, HOME and the workspace set, `EDITOR=true`.
    func run(_ arguments: [String]) throws -> BinaryRunner.Result {
      try base.run(
        arguments,
        extra: ["HOME": home.path, "LEETVIEW_WORKSPACE": workspace.path, "EDITOR": "true"]
          .merging(secrets) { $1 })
    }

    /// Every file and link under the temporary root that is not in the cache, the config or the
    /// workspace, nor one the test made itself (`allowed`).
    func strayFiles(allowed: Set<String> = []) -> [String] {
      let kept = [
        root.appendingPathComponent("cache").path, root.appendingPathComponent("config").path,
        root.appendingPathComponent("no-bundled-cache").path, workspace.path,
      ]
      var stray: [String] = []
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let relative = walker?.nextObject() as? String {
        let path = root.appendingPathComponent(relative).path
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
        if allowed.contains(path) || kept.contains(where: { path.hasPrefix($0 + "/") }) { continue }
        stray.append(path)
      }
      return stray
    }

    /// Every file under the workspace (recursively).
    func workspaceFiles() -> [String] {
      (FileManager.default.enumerator(atPath: workspace.path)?.allObjects as? [String]) ?? []
    }

    func cleanUp() { base.cleanUp() }
  }

  /// The question query's answer for a problem with these names and a Python template.
  static func question(
    id: String, slug: String, title: String = "Two Sum",
    template: String = "class Solution:\n    def twoSum(self, nums, target):\n        pass"
  ) -> Data {
    let question: [String: Any] = [
      "questionId": "1", "questionFrontendId": id, "title": title, "titleSlug": slug,
      "content": "<p>Add two numbers.</p>", "isPaidOnly": false, "difficulty": "Easy",
      "codeSnippets": [["lang": "Python3", "langSlug": "python3", "code": template]],
      "exampleTestcases": "[2,7]\n9",
    ]
    return (try? JSONSerialization.data(withJSONObject: ["data": ["question": question]])) ?? Data()
  }

  /// Whether a run failed as leetview fails on bad input: exit 1, one `leetview: ` line.
  static func failedInOneLine(_ result: BinaryRunner.Result) -> Bool {
    result.status == 1 && result.stderr.hasPrefix("leetview: ") && result.stderr.hasSuffix("\n")
      && result.stderr.dropLast().contains("\n") == false
  }

  /// Whether `text` holds ESC or any other control character but newline.
  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
  }

  // MARK: - Traversal

  @Test func editWritesNothingOutsideTheWorkspaceForATraversingSlugOnline() throws {
    let setup = try Setup(question: Self.question(id: "1", slug: Self.traversal))
    defer { setup.cleanUp() }
    let result = try setup.run(["edit", "two-sum"])
    #expect(Self.failedInOneLine(result), "\(result.status) \(result.stderr)")
    #expect(result.stderr.contains("title slug"), "\(result.stderr)")
    #expect(setup.strayFiles().isEmpty, "\(setup.strayFiles())")
    #expect(setup.workspaceFiles().isEmpty, "\(setup.workspaceFiles())")
    #expect(result.stdout.isEmpty)
  }

  @Test func editWritesNothingOutsideTheWorkspaceForACraftedCacheFileOffline() throws {
    let setup = try Setup(question: Data())
    defer { setup.cleanUp() }
    let file = setup.base.cache.appendingPathComponent("questions/two-sum.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Self.question(id: "", slug: Self.traversal).write(to: file)
    let result = try setup.run(["edit", "two-sum", "--offline"])
    #expect(Self.failedInOneLine(result), "\(result.status) \(result.stderr)")
    #expect(result.stderr.contains("damaged cache file"), "\(result.stderr)")
    #expect(setup.strayFiles().isEmpty, "\(setup.strayFiles())")
    #expect(setup.workspaceFiles().isEmpty, "\(setup.workspaceFiles())")
    #expect(setup.fake.requests.isEmpty, "offline")
  }

  @Test func testSendsNoOtherFileForAnEmptyIDAndATraversingSlug() throws {
    let slug = "../../../secret"
    let setup = try Setup(question: Self.question(id: "", slug: slug))
    defer { setup.cleanUp() }
    // Where `<workspace>/<id>.<slug>.py` led before: `<ws>/.../../../secret.py`, with `...` there.
    try FileManager.default.createDirectory(
      at: setup.workspace.appendingPathComponent("..."), withIntermediateDirectories: true)
    let secret = URL(fileURLWithPath: setup.workspace.path + "/." + slug + ".py").standardizedFileURL
    try Data("print('SECRET-CONTENT-7f3a')\n".utf8).write(to: secret)
    let result = try setup.run(["test", "two-sum"])
    #expect(Self.failedInOneLine(result), "\(result.status) \(result.stderr)")
    let bodies = setup.fake.requests.map { String(decoding: $0.body, as: UTF8.self) }
    #expect(!bodies.contains { $0.contains("SECRET-CONTENT") }, "the file outside was sent")
    #expect(!setup.fake.requests.contains { $0.path.contains("interpret_solution") })
  }

  // MARK: - Terminal and file text

  @Test func anIDHoldingEscapeSequencesNeverReachesTheTerminalOrTheFileSystem() throws {
    let setup = try Setup(question: Self.question(id: Self.terminalAttack, slug: "two-sum"))
    defer { setup.cleanUp() }
    for command in ["edit", "test"] {
      let result = try setup.run([command, "two-sum"])
      #expect(Self.failedInOneLine(result), "\(command): \(result.status) \(result.stderr)")
      #expect(!Self.hasControl(result.stdout) && !Self.hasControl(result.stderr), "\(command)")
    }
    #expect(setup.workspaceFiles().isEmpty, "\(setup.workspaceFiles())")
    #expect(setup.strayFiles().isEmpty, "\(setup.strayFiles())")
  }

  @Test func aNewlineInTheIDIsRefusedAndNothingIsWritten() throws {
    let setup = try Setup(question: Self.question(id: "1\nimport os; os.system('id')", slug: "two-sum"))
    defer { setup.cleanUp() }
    let result = try setup.run(["edit", "two-sum"])
    #expect(Self.failedInOneLine(result), "\(result.status) \(result.stderr)")
    #expect(result.stderr.contains("frontend id"), "\(result.stderr)")
    #expect(setup.workspaceFiles().isEmpty, "\(setup.workspaceFiles())")
  }

  @Test func escapeBytesInTheTemplateAndTitleAreNotWritten() throws {
    let template = "class Solution:\n\tdef twoSum(self):\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\n\t\tpass"
    let setup = try Setup(
      question: Self.question(
        id: "1", slug: "two-sum", title: "Two\nSum\u{1B}]2;pwned\u{07}", template: template))
    defer { setup.cleanUp() }
    let result = try setup.run(["edit", "two-sum"])
    #expect(result.status == 0, "\(result.stderr)")
    let file = setup.workspace.appendingPathComponent("1.two-sum.py")
    #expect(result.stdout == file.path + "\n")
    let bytes = try Data(contentsOf: file)
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "no escape bytes in the file")
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(4) == ["# @lc app=leetcode id=1 lang=python3", "#", "# [1] Two Sum", "#"])
    #expect(lines.contains("\tdef twoSum(self):") && lines.contains("\t\tpass"), "tabs kept")
  }

  // MARK: - Links

  @Test func aSolutionFileLinkedOutsideTheWorkspaceIsRefused() throws {
    let setup = try Setup(question: Self.question(id: "1", slug: "two-sum"))
    defer { setup.cleanUp() }
    let outside = setup.root.appendingPathComponent("outside/x.py")
    try FileManager.default.createDirectory(
      at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data("# @lc app=leetcode id=1 lang=python3\nprint('OUTSIDE-CONTENT-91c2')\n".utf8)
    try original.write(to: outside)
    let link = setup.workspace.appendingPathComponent("1.two-sum.py")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    for command in ["edit", "test"] {
      let result = try setup.run([command, "two-sum"])
      #expect(Self.failedInOneLine(result), "\(command): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains("outside"), "\(command): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(command): the path is not offered to the editor")
    }
    #expect(try Data(contentsOf: outside) == original)
    let bodies = setup.fake.requests.map { String(decoding: $0.body, as: UTF8.self) }
    #expect(!bodies.contains { $0.contains("OUTSIDE-CONTENT") })
    // A FILE named on the command line is the user's choice and stays allowed.
    let named = try setup.run(["test", outside.path])
    #expect(named.status == 0, "\(named.stderr)")
  }

  @Test func aDanglingLinkInTheFilesPlaceIsRefused() throws {
    let setup = try Setup(question: Self.question(id: "1", slug: "two-sum"))
    defer { setup.cleanUp() }
    // A dangling link in the file's place: creating through it would write outside.
    let outside = setup.root.appendingPathComponent("outside/absent.py")
    try FileManager.default.createSymbolicLink(
      at: setup.workspace.appendingPathComponent("1.two-sum.py"), withDestinationURL: outside)
    let result = try setup.run(["edit", "two-sum"])
    #expect(Self.failedInOneLine(result), "\(result.status) \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: outside.path))
  }
}
