import Foundation
import LeetApp
import LeetTestSupport
import Testing

@testable import leetview

/// `--help` and the man page: every command and option of `OptionTable` in each.
@Suite struct OptionDocumentsTests {
  @Test func helpListsEveryOptionAndCommand() throws {
    let result = try BinaryRunner.run(["--help"])
    #expect(result.status == 0)
    let help = result.stdout
    #expect(help.hasPrefix("Usage: leetview [options] <problem>"))
    for option in OptionTable.visibleOptions {
      #expect(help.contains("  \(option.label) "), "\(option.label)")
    }
    for word in OptionTable.commands.compactMap(\.word) {
      #expect(help.contains("       leetview \(word)"), "\(word)")
    }
    for variable in OptionTable.environment {
      #expect(help.contains(variable.name), "\(variable.name)")
    }
    for option in OptionTable.options where option.isHidden {
      #expect(!help.contains("--\(option.long)"))
    }
  }

  @Test func helpFitsItsWidthAndListsSolvingOptionsApart() {
    let help = HelpText.render()
    for line in help.split(separator: "\n") {
      #expect(line.count <= HelpText.width, "\(line)")
    }
    let solving = help.components(separatedBy: "Options for edit, test and submit:\n")
    #expect(solving.count == 2)
    #expect(solving.last?.contains("  -l, --language L ") == true)
    #expect(solving.last?.contains("--case TEXT") == true)
    #expect(solving.first?.contains("      --lang en|zh ") == true)
  }

  @Test func manPageHasEveryOptionCommandAndVariable() throws {
    let result = try BinaryRunner.run(["--generate-manual"])
    #expect(result.status == 0)
    let page = result.stdout
    #expect(page.hasPrefix(".TH LEETVIEW 1 "))
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    for option in OptionTable.visibleOptions {
      var names = option.shownSpellings.map { "\\fB\(ManPage.escape($0))\\fR" }.joined(separator: ", ")
      if let valueName = option.valueName { names += " \\fI\(ManPage.escape(valueName))\\fR" }
      #expect(page.contains(".TP\n\(names)\n"), "\(names)")
    }
    for word in OptionTable.commands.compactMap(\.word) {
      #expect(page.contains("\\fBleetview \(word)"), "\(word)")
    }
    for variable in OptionTable.environment {
      #expect(page.contains("\\fB\(variable.name)\\fR"), "\(variable.name)")
    }
    for line in page.split(separator: "\n") where !line.hasPrefix(".") {
      #expect(!line.hasPrefix("'"), "\(line)")
    }
  }

  @Test(.enabled(if: Tool.path("groff") != nil, "groff is not installed"))
  func manPageFormatsWithoutWarnings() throws {
    let page = ManPage.render(version: CommandLineApp.version)
    let result = try Tool.run("groff", ["-man", "-ww", "-z"], input: page)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
