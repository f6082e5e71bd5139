import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

extension EffectRunner {
  /// Loads a plan, list or contest (or the index of its kind) off the loop's thread, posting
  /// `.collectionLoaded`, `.shelfLoaded` or `.collectionFailed`.
  func loadCollection(_ kind: ProblemCollection.Kind, slug: String?) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      do {
        if let slug {
          let loaded = try context.loadCollection(kind, slug: slug)
          post(
            .collectionLoaded(loaded.value, marks: context.collectionMarks(), age: context.age(of: loaded)))
        } else {
          let loaded = try context.loadIndex(kind)
          post(
            .shelfLoaded(
              loaded.value, age: context.age(of: loaded), signedIn: context.collections.hasSession,
              time: CollectionTime(timeZone: .current, now: Date())))
        }
      } catch let error as LoadError {
        post(.collectionFailed(error.message))
      } catch {
        post(.collectionFailed("\(error)"))
      }
      if let warning = context.service.takeCacheWarning() { post(.cacheNotKept(warning)) }
    }
  }
}
