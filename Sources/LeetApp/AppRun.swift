import LeetFetch

/// The application runtime's one entry: runs a parsed command line's command.
public enum AppRun {
  /// Runs the command `options` asks for in `environment`, telling every failure in one line,
  /// and returns the exit status.
  public static func run(_ options: Options, environment: [String: String]) -> Int32 {
    do {
      let context = try AppContext(options: options, environment: environment)
      return try context.run()
    } catch let error as LoadError {
      ErrorLine.print(error.message)
    } catch let error as AppError {
      ErrorLine.print(error.message)
    } catch let error as SolvingFailure {
      ErrorLine.print(error.message(for: .commandLine))
    } catch let error as JudgeError {
      ErrorLine.print(error.message)
    } catch {
      ErrorLine.print("unexpected failure: \(error)")
    }
    return 1
  }
}
