import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

extension EffectRunner {
  /// Reads the user's own lists for the question `f` asks about the problem `slug`, each with
  /// whether its cached copy has the problem, posting `.listChoices` or `.collections(.failed)`.
  func loadListChoices(for slug: String) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      let collections = context.collections
      guard collections.hasSession else {
        post(.collections(.failed(FailureWords.interface.phrase(LoadError.signInNeeded("changing a list")))))
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
        post(.listChoices(slug: slug, choices))
      } catch let error as LoadError {
        post(.collections(.failed(FailureWords.interface.phrase(error))))
      } catch {
        post(.collections(.failed("\(error)")))
      }
    }
  }

  /// Adds the problem to the list or removes it, posting `.listChanged` or, with LeetCode's
  /// refusal in its words, `.collections(.failed)`.
  func changeList(_ slug: String, name: String, questionSlug: String, adding: Bool) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      do {
        try context.collections.changeList(slug, questionSlug: questionSlug, adding: adding)
        post(.listChanged(name: name, added: adding))
      } catch let error as LoadError {
        post(.collections(.failed(FailureWords.interface.phrase(error))))
      } catch {
        post(.collections(.failed("\(error)")))
      }
    }
  }
}
