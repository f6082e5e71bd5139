import Foundation
import LeetApp
import LeetTestSupport
import Testing

@testable import leetview

/// `leetview completions bash|zsh|fish`: every command and option in each, valid syntax, and the
/// completions a shell then offers.
@Suite struct CompletionScriptTests {
  /// How each shell's script names an option's spellings.
  static func mentions(_ option: OptionSpec, in shell: CompletionShell) -> [String] {
    switch shell {
    case .bash: option.shownSpellings
    case .zsh:
      option.shownSpellings.count > 1
        ? ["{\(option.shownSpellings.joined(separator: ","))}"] : ["\(option.shownSpellings[0])["]
    case .fish: (option.short.map { ["-s \($0)"] } ?? []) + ["-l \(option.long)"]
    }
  }

  /// The script `leetview completions shell` prints, written to a temporary file.
  static func scriptFile(_ shell: CompletionShell) throws -> (text: String, url: URL) {
    let result = try BinaryRunner.run(["completions", shell.rawValue])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let url = try BinaryRunner.temporaryDirectory("completions").appendingPathComponent("leetview.\(shell)")
    try Data(result.stdout.utf8).write(to: url)
    return (result.stdout, url)
  }

  @Test(arguments: CompletionShell.allCases)
  func everyOptionAndCommandIsInTheScript(shell: CompletionShell) throws {
    let script = try Self.scriptFile(shell).text
    for option in OptionTable.visibleOptions {
      for mention in Self.mentions(option, in: shell) {
        #expect(script.contains(mention), "\(shell): \(mention)")
      }
      for word in option.completionWords {
        #expect(script.contains(word), "\(shell): \(option.long) \(word)")
      }
    }
    for word in OptionTable.commands.compactMap(\.word) {
      #expect(script.contains(word), "\(shell): \(word)")
    }
    for option in OptionTable.options where option.isHidden {
      #expect(!script.contains(option.long))
    }
  }

  @Test(.enabled(if: Tool.path("bash") != nil, "bash is not installed"))
  func bashScriptIsValidSyntax() throws {
    let file = try Self.scriptFile(.bash).url
    let result = try Tool.run("bash", ["-n", file.path])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }

  /// What bash's `_leetview` offers for the words typed so far (the last is being completed).
  func bashOffers(_ words: [String]) throws -> [String] {
    let file = try Self.scriptFile(.bash).url
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(file.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _leetview
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Tool.run("bash", ["-c", program])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: Tool.path("bash") != nil, "bash is not installed"))
  func bashOffersWhatTheTableSaysWhereItSaysIt() throws {
    #expect(try bashOffers(["leetview", "da"]) == ["daily"])
    #expect(try bashOffers(["leetview", "--lang", ""]) == ["en", "zh"])
    #expect(try bashOffers(["leetview", "edit", "1", "--language", "py"]) == ["python3", "python"])
    #expect(try bashOffers(["leetview", "test", "--ca"]).sorted() == ["--cache", "--case"])
    #expect(try bashOffers(["leetview", "edit", "--ca"]) == ["--cache"])
    #expect(try bashOffers(["leetview", "sync", "--d"]) == ["--details"])
    #expect(try bashOffers(["leetview", "--segment", "so"]) == ["solutions"])
    #expect(try bashOffers(["leetview", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try bashOffers(["leetview", "1", "--no-"]) == ["--no-animation", "--no-images"])
  }

  @Test(.enabled(if: Tool.path("zsh") != nil, "zsh is not installed"))
  func zshScriptIsValidSyntax() throws {
    let file = try Self.scriptFile(.zsh).url
    let result = try Tool.run("zsh", ["-n", file.path])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }

  /// What fish offers for a command line typed so far.
  func fishOffers(_ line: String) throws -> [String] {
    let file = try Self.scriptFile(.fish).url
    let result = try Tool.run("fish", ["--no-config", "-c", "source '\(file.path)'; complete -C '\(line)'"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  @Test(.enabled(if: Tool.path("fish") != nil, "fish is not installed"))
  func fishScriptIsValidAndOffersWhatTheTableSays() throws {
    let file = try Self.scriptFile(.fish).url
    let check = try Tool.run("fish", ["--no-config", "-n", file.path])
    #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    #expect(try fishOffers("leetview da") == ["daily"])
    #expect(try fishOffers("leetview --lang ") == ["en", "zh"])
    #expect(try fishOffers("leetview edit 1 --language py").sorted() == ["python", "python3"])
    #expect(try fishOffers("leetview sync --det") == ["--details"])
    #expect(try fishOffers("leetview 1 --det").isEmpty)
    #expect(try fishOffers("leetview completions ").sorted() == ["bash", "fish", "zsh"])
  }
}
