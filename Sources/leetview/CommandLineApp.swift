import Foundation
import LeetCurses
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The command line: parses options, runs the command, and turns every failure into one line.
enum CommandLineApp {
  static let version = "leetview 0.1.0"

  /// Runs leetview with `arguments` and returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch let error as Options.UsageError {
      printError(error.message)
      FileHandle.standardError.write(Data((Options.shortUsage + "\n").utf8))
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    let environment = ProcessEnvironment.current()
    do {
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
        let context = try AppContext(options: options, environment: environment)
        return try context.run()
      }
    } catch let error as LoadError {
      printError(error.message)
    } catch let error as AppError {
      printError(error.message)
    } catch let error as JudgeError {
      printError(error.message)
    } catch {
      printError("unexpected failure: \(error)")
    }
    return 1
  }

  /// Writes `leetview: message` to stderr, on one line.
  static func printError(_ message: String) {
    let line = TextSanitizer.clean(message)
    FileHandle.standardError.write(Data("leetview: \(line)\n".utf8))
  }
}

/// A failure with a message for the user.
struct AppError: Error {
  var message: String
}
