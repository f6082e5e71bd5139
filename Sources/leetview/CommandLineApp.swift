import FoundationEssentials
import LeetApp
import TermCore

/// The command line: parses options, answers help, version, man page and completions itself, and
/// hands every other command to the application runtime.
enum CommandLineApp {
  static let version = "leetview 0.1.0"

  /// Runs leetview with `arguments` and returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch let error as Options.UsageError {
      ErrorLine.print(error.message)
      StandardStream.error(HelpText.pointer + "\n")
      return 2
    } catch {
      ErrorLine.print("\(error)")
      return 2
    }
    switch options.command {
    case .help:
      print(Options.usage)
      return 0
    case .version:
      print(version)
      return 0
    case .manual:
      StandardOutput.write(ManPage.render(version: version))
      return 0
    case .completions(let shell):
      StandardOutput.write(shell.script)
      return 0
    default:
      return AppRun.run(options, environment: ProcessEnvironment.current())
    }
  }
}
