import FoundationEssentials
import LeetFetch
import LeetModel
import TermCore

/// `"commitOnAccept": true`: after an accepted submit, the export repository (`exportDir`) is
/// brought up to date at once, which commits the submission just accepted.
extension AppContext {
  /// Commits what was accepted since the last export into the config's `exportDir`, saying what
  /// happened in one line through `tell`; nothing when `commitOnAccept` is off.
  ///
  /// A failure here never changes the verdict: it is told, and `leetview export` later goes on.
  func exportAccepted(tell: (String) -> Void) {
    guard let config = session.config, config.commitsOnAccept else { return }
    guard let home = Surroundings(environment: environment).home, let path = config.exportFolder(home: home)
    else {
      return tell("commitOnAccept needs exportDir in the config: the git repository to commit to")
    }
    let shown = TextSanitizer.oneLine(path)
    do {
      let repository = try GitRepository.open(
        URL(fileURLWithPath: path), initialise: false, environment: environment)
      try repository.checkReady()
      var run = ExportRun(context: self, repository: repository, bar: ProgressLine(enabled: false))
      _ = try run.perform()
      tell(
        run.committed == 0
          ? "the accepted submission is not in LeetCode's list yet; run `leetview export \(shown)` later"
          : "committed \(run.committed) accepted submission\(run.committed == 1 ? "" : "s") to \(shown)")
    } catch let error as GitRepository.Failure {
      tell("the accepted submission was not committed to \(shown): \(error.message)")
    } catch let error as AppError {
      tell("the accepted submission was not committed to \(shown): \(error.message)")
    } catch {
      tell("the accepted submission was not committed to \(shown): \(error)")
    }
  }
}
