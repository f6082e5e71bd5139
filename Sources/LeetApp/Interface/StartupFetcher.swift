import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Fetches what the app starts on (a problem, today's daily problem, the list) off the loop's
/// thread, and counts the seconds meanwhile: each step, each second and the outcome are posted as
/// `.startup` actions, so the loading screen says what it waits for and for how long.
struct StartupFetcher: Sendable {
  let context: AppContext
  let post: @Sendable (AppAction) -> Void

  /// Starts try `attempt` of `request`.
  func fetch(_ request: FetchStep, attempt: Int) {
    let post = post
    let context = context
    let counter = SecondsCounter { post(.startup(attempt: attempt, .elapsed($0))) }
    DedicatedThread.start("leetview.startup-fetch") {
      let event = Self.outcome(of: request, context: context) { step in
        post(.startup(attempt: attempt, .fetching(step)))
      }
      counter.stop()
      post(.startup(attempt: attempt, event))
      if let warning = context.service.takeCacheWarning() { post(.cacheNotKept(warning)) }
    }
  }

  /// Runs the fetch on the calling thread.
  static func outcome(
    of request: FetchStep, context: AppContext, announce: (FetchStep) -> Void
  ) -> StartupEvent {
    let service = context.service
    do {
      switch request {
      case .problem(let query):
        let loaded = try service.load(query, announce: announce)
        return .problem(AppProgram.opening(loaded, context: context, now: Date(), isDaily: false))
      case .daily:
        let loaded = try service.daily(announce: announce)
        return .problem(AppProgram.opening(loaded, context: context, now: Date(), isDaily: true))
      case .list:
        announce(.list)
        let items = try service.fetchList().items
        let store = context.store
        return .list(
          items, cached: store.cachedSlugs(of: items), recent: RecentFile(store: store).read(),
          dailySlug: store.cachedDailySlug(at: Date()))
      }
    } catch let error as LoadError {
      let reason = TextSanitizer.clean(FailureWords.interface.phrase(error))
      return error.canSucceedAgain ? .failed(reason) : .refused(reason)
    } catch {
      return .failed(TextSanitizer.clean("\(error)"))
    }
  }
}
