import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// The services the list chooser's runner (`f`) uses: the user's own lists and their changes.
protocol ListServices {
  /// Whether a session is present to read and change the lists with.
  var hasListSession: Bool { get }
  /// The lists the user made, under the fetch policy.
  /// - Throws: `LoadError` with why they could not be loaded.
  func ownLists() throws -> [CollectionSummary]
  /// The cached copy of the list `slug`, if there is one.
  func cachedList(_ slug: String) -> ProblemCollection?
  /// Adds the problem `questionSlug` to the list `slug`, or removes it.
  /// - Throws: `LoadError` with LeetCode's refusal in its words.
  func changeList(_ slug: String, questionSlug: String, adding: Bool) throws
}

/// Carries out the list chooser's effects: the user's lists for a problem, and a change to one.
struct ListRunner: Sendable {
  let services: any ListServices & Sendable

  /// Reads the user's lists for the problem `slug` off the loop's thread, posting the answer.
  func startChoices(for slug: String, post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async { post(choices(for: slug)) }
  }

  /// Changes the list off the loop's thread, posting the answer.
  func startChange(
    _ slug: String, name: String, questionSlug: String, adding: Bool,
    post: @escaping @Sendable (AppAction) -> Void
  ) {
    DispatchQueue.global(qos: .userInitiated).async {
      post(change(slug, name: name, questionSlug: questionSlug, adding: adding))
    }
  }

  /// The user's own lists for the question `f` asks about the problem `slug`, each with whether
  /// its cached copy has the problem: `.listChoices`, or why not as `.collections(.failed)`.
  func choices(for slug: String) -> AppAction {
    guard services.hasListSession else {
      return .collections(.failed(FailureWords.interface.phrase(LoadError.signInNeeded("changing a list"))))
    }
    do {
      let choices = try services.ownLists().map { summary in
        ListChooser.Choice(
          slug: summary.slug, name: summary.name,
          hasProblem: services.cachedList(summary.slug).map { list in
            list.entries.contains { $0.item.titleSlug == slug }
          })
      }
      return .listChooser(.choices(slug: slug, choices))
    } catch {
      return .collections(.failed(failureLine(error)))
    }
  }

  /// Adds the problem to the list or removes it: `.listChanged`, or, with LeetCode's refusal in
  /// its words, `.collections(.failed)`.
  func change(_ slug: String, name: String, questionSlug: String, adding: Bool) -> AppAction {
    do {
      try services.changeList(slug, questionSlug: questionSlug, adding: adding)
      return .listChooser(.changed(name: name, added: adding))
    } catch {
      return .collections(.failed(failureLine(error)))
    }
  }
}
