import FoundationEssentials
import LeetApp

/// `leetview --help`: usage lines, options, environment and examples, all made from `OptionTable`.
enum HelpText {
  /// The width help text is wrapped to.
  static let width = 100

  /// The whole help text, without a trailing newline.
  static func render() -> String {
    var sections = [usageSection()]
    let (general, solving) = groups()
    sections.append(optionSection("Options:", general))
    sections.append(optionSection("Options for edit, test and submit:", solving))
    let names = OptionTable.environment.map(\.name).joined(separator: ", ")
    sections.append(wrap("Environment: \(names).", indent: 0).joined(separator: "\n"))
    sections.append((["Examples:"] + OptionTable.examples.map { "  \($0.command)" }).joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
  }

  /// The visible options split into those of every command and those of edit, test and submit only.
  static func groups() -> (general: [OptionSpec], solving: [OptionSpec]) {
    let options = OptionTable.visibleOptions
    let isSolving = { (option: OptionSpec) in option.commands.isSubset(of: OptionTable.solvingCommands) }
    return (options.filter { !isSolving($0) }, options.filter(isSolving))
  }

  /// What a usage error adds under its message: where every command and option is told.
  static let pointer = "Run `leetview --help` for every command and option."

  /// Each way to call leetview, with what it does: `leetview sync [--details]`.
  static func synopses() -> [(synopsis: String, summary: String)] {
    var lines: [(String, String)] = []
    for command in OptionTable.commands {
      var words = ["leetview"]
      if command.word == nil { words.append("[options]") }
      if let word = command.word { words.append(word) }
      let own = OptionTable.visibleOptions.filter { $0.commands == [command.name] }
      words += own.map { "[--\($0.long)" + ($0.valueName.map { " " + $0 } ?? "") + "]" }
      if let argument = command.argument {
        if !argument.isRequired, let without = command.summaryWithoutArgument {
          lines.append((words.joined(separator: " ") + " \(argument.label)", command.summary))
          lines.append((words.joined(separator: " "), without))
          continue
        }
        words.append(argument.label)
      }
      lines.append((words.joined(separator: " "), command.summary))
    }
    lines.append(("leetview --help | --version", ""))
    return lines
  }

  /// The usage lines, summaries in one column.
  private static func usageSection() -> String {
    let lines = synopses()
    let column = (lines.map(\.synopsis.count).max() ?? 0) + 2
    var out: [String] = []
    for (index, line) in lines.enumerated() {
      let lead = (index == 0 ? "Usage: " : "       ") + line.synopsis
      guard !line.summary.isEmpty else {
        out.append(lead)
        continue
      }
      out += wrap(line.summary, indent: 7 + column, first: lead)
    }
    return out.joined(separator: "\n")
  }

  /// A titled list of options, help in one column.
  private static func optionSection(_ title: String, _ options: [OptionSpec]) -> String {
    let column = max(25, (options.map(\.label.count).max() ?? 0) + 4)
    var out = [title]
    for option in options {
      out += wrap(option.help, indent: column, first: "  " + option.label)
    }
    return out.joined(separator: "\n")
  }

  /// `text` broken at spaces into lines no wider than `width`, after `first` (padded to `indent`)
  /// and then indented by `indent`.
  static func wrap(_ text: String, indent: Int, first: String = "") -> [String] {
    var lines: [String] = []
    var line = first
    if line.count < indent {
      line += String(repeating: " ", count: indent - line.count)
    } else if !line.isEmpty {
      line += " "
    }
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }
}
