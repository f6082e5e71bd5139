import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// The services the runner of plans, lists and contests uses.
protocol CollectionServices: CacheWarnings {
  /// The set of `kind` named `slug`, the user's marks, and its age in seconds when cached.
  /// - Throws: `LoadError` with why it could not be loaded.
  func collection(_ kind: ProblemCollection.Kind, slug: String) throws -> (
    ProblemCollection, marks: SolvedMarks, age: Double?
  )
  /// The index of `kind`, its age in seconds when cached, and whether a session asked for it.
  /// - Throws: `LoadError` with why it could not be loaded.
  func index(_ kind: ProblemCollection.Kind) throws -> (CollectionIndex, age: Double?, signedIn: Bool)
}

/// Carries out the effects of plans, lists and contests: a set, an index, or why it could not load.
struct CollectionRunner: FeatureRunner {
  let services: any CollectionServices & Sendable
  /// The zone and moment an index's times are shown for, when it arrives.
  var time: @Sendable () -> CollectionTime = { CollectionTime(now: Date()) }

  /// `.collections(.loaded)`, `.indexLoaded` or `.failed` for `effect`, then any cache warning.
  func actions(for effect: CollectionEffect) -> [AppAction] {
    switch effect {
    case .load(let kind, let slug):
      let answer: CollectionAction
      do {
        if let slug {
          let (collection, marks, age) = try services.collection(kind, slug: slug)
          answer = .loaded(collection, marks: marks, age: age)
        } else {
          let (index, age, signedIn) = try services.index(kind)
          answer = .indexLoaded(index, age: age, signedIn: signedIn, time: time())
        }
      } catch {
        answer = .failed(failureLine(error))
      }
      return [.collections(answer)] + services.cacheWarningAction()
    }
  }
}
