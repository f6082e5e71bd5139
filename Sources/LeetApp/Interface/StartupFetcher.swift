import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The services the start's fetch uses: the problems and the list, and how a problem opens.
protocol StartupServices {
  /// Loads problems and the list under the cache policy, fetching when online.
  var service: ProblemService { get }
  /// What `loaded` opens as (today's daily problem when `isDaily`).
  func opening(_ loaded: LoadedProblem, isDaily: Bool) -> ProblemOpening
}

/// Fetches what the app starts on (a problem, today's daily problem, the list) off the loop's
/// thread, and counts the seconds meanwhile: each step, each second and the outcome are posted as
/// `.startup` actions, so the loading screen says what it waits for and for how long.
struct StartupFetcher: Sendable {
  let services: any StartupServices & Sendable

  /// Starts try `attempt` of `request`.
  func fetch(_ request: FetchStep, attempt: Int, post: @escaping @Sendable (AppAction) -> Void) {
    let counter = SecondsCounter { post(.startup(attempt: attempt, .elapsed($0))) }
    DedicatedThread.start("leetview.startup-fetch") {
      let event = outcome(of: request) { step in
        post(.startup(attempt: attempt, .fetching(step)))
      }
      counter.stop()
      post(.startup(attempt: attempt, event))
      services.service.cacheWarningAction().forEach(post)
    }
  }

  /// Runs the fetch on the calling thread, announcing each step.
  func outcome(of request: FetchStep, announce: (FetchStep) -> Void) -> StartupEvent {
    let service = services.service
    do {
      switch request {
      case .problem(let query):
        return .problem(services.opening(try service.load(query, announce: announce), isDaily: false))
      case .daily:
        return .problem(services.opening(try service.daily(announce: announce), isDaily: true))
      case .list:
        announce(.list)
        let items = try service.fetchList().items
        let store = service.store
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
