import FoundationEssentials
import LeetApp

/// The man page `leetview.1` in roff, made from `OptionTable` (`leetview --generate-manual`).
enum ManPage {
  /// The whole page.
  static func render(version: String) -> String {
    var out = [
      ".TH LEETVIEW 1 \"\" \(quoted(version)) \"User Commands\"",
      ".SH NAME",
      "leetview \\- read LeetCode problems in a terminal",
      ".SH SYNOPSIS",
    ]
    out += [".nf"] + HelpText.synopses().map { escape($0.synopsis) } + [".fi"]
    out += [
      ".SH DESCRIPTION",
      escape(
        "leetview opens a LeetCode problem in a full-screen reader with tabs for its description, "
          + "comments, solutions and submissions; when stdout is not a terminal it prints clean text. "
          + "Problems are cached, so a fetched problem opens offline."),
      ".SH COMMANDS",
    ]
    for line in HelpText.synopses() where !line.summary.isEmpty {
      out += [".TP", bold(line.synopsis), escape(line.summary)]
    }
    let (general, solving) = HelpText.groups()
    out.append(".SH OPTIONS")
    out += general.flatMap(entry)
    out.append(".SS Options for edit, test and submit")
    out += solving.flatMap(entry)
    out.append(".SH ENVIRONMENT")
    for variable in OptionTable.environment {
      out += [".TP", bold(variable.name), escape(variable.meaning)]
    }
    out += [
      ".SH EXIT STATUS",
      ".TP", bold("0"), "Success.",
      ".TP", bold("1"), escape("Any failure, with one line on stderr that starts with \"leetview: \"."),
      ".TP", bold("2"), escape("A usage error: its line, and a line pointing to --help, on stderr."),
      ".TP", bold("130"),
      escape("Quit or interrupted while a submission was judged; the line names the submission."),
      ".SH EXAMPLES",
    ]
    for example in OptionTable.examples {
      out += [".TP", bold(example.command), escape(example.meaning)]
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// The `.TP` paragraph of one option: `-s, --segment NAME` then its help.
  private static func entry(_ option: OptionSpec) -> [String] {
    var names = option.shownSpellings.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
    if let valueName = option.valueName { names += " \\fI\(escape(valueName))\\fR" }
    return [".TP", names, escape(option.help)]
  }

  /// `text` in bold.
  private static func bold(_ text: String) -> String { "\\fB\(escape(text))\\fR" }

  /// `text` in double quotes for a macro argument.
  private static func quoted(_ text: String) -> String { "\"\(escape(text))\"" }

  /// `text` safe in roff: backslashes and dashes escaped, no line starting with a control character.
  static func escape(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
