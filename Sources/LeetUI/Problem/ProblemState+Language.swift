import LeetModel
import TermCore

extension ProblemState {
  /// Shows `problem` in `language` (Chinese where translated): the title, facts, description, Code
  /// page and tab labels are rebuilt; the description goes back to its top.
  public mutating func showLanguage(_ language: Language, of problem: Problem) {
    let page = ProblemPage(problem: problem, language: language)
    pages[.description]?.replace(with: page.description(hintsOpen: hintsOpen), isLoaded: true)
    pages[.description]?.top = 0
    header = Header(title: TextSanitizer.clean(page.titleLine), facts: page.facts)
    settings.language = language
    search = nil
    if pages[.code]?.isLoaded == true { rebuildCodePage(&self) }
    layoutAll()
    snapTabBar()
  }

  /// Whether `problem` has anything in Chinese to switch to.
  public static func hasTranslation(_ problem: Problem) -> Bool {
    problem.translatedContent != nil || problem.translatedTitle != nil
  }
}
