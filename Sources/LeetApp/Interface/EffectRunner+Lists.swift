import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

extension EffectRunner {
  /// Starts the work of the question `f` asks.
  func listChooser(_ effect: ListChooserEffect) {
    switch effect {
    case .loadChoices(let slug): loadListChoices(for: slug)
    case .change(let slug, let name, let questionSlug, let adding):
      changeList(slug, name: name, questionSlug: questionSlug, adding: adding)
    }
  }

  /// Reads the user's own lists for the question `f` asks about the problem `slug`, each with
  /// whether its cached copy has the problem, posting `ListChooserAction.choices` or `.collections(.failed)`.
  func loadListChoices(for slug: String) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      let collections = context.collections
      guard collections.hasSession else {
        post(.collections(.failed(LoadError.signInNeeded("changing a list").message)))
        return
      }
      do {
        let index = try collections.listIndex().value
        let created = index.sections.first { $0.shelf == .created }?.summaries ?? []
        let choices = created.map { summary in
          ListChooser.Choice(
            slug: summary.slug, name: summary.name,
            hasProblem: collections.cachedList(summary.slug).map { list in
              list.entries.contains { $0.item.titleSlug == slug }
            })
        }
        post(.listChooser(.choices(slug: slug, choices)))
      } catch let error as LoadError {
        post(.collections(.failed(error.message)))
      } catch {
        post(.collections(.failed("\(error)")))
      }
    }
  }

  /// Adds the problem to the list or removes it, posting `ListChooserAction.changed` or, with LeetCode's
  /// refusal in its words, `.collections(.failed)`.
  func changeList(_ slug: String, name: String, questionSlug: String, adding: Bool) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      do {
        try context.collections.changeList(slug, questionSlug: questionSlug, adding: adding)
        post(.listChooser(.changed(name: name, added: adding)))
      } catch let error as LoadError {
        post(.collections(.failed(error.message)))
      } catch {
        post(.collections(.failed("\(error)")))
      }
    }
  }
}
