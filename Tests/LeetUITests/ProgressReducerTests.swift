import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The Progress screen's own reduce, state in → state out, with no app around it: what it asks
/// its runner for, what it asks of the app, and how the page arrives, fails and scrolls.
@Suite struct ProgressReducerTests {
  private static let size = Size(width: 80, height: 24)

  /// The screen of the signed-in user with the fake's page on it.
  private static func shown(alone: Bool = false) throws -> ProgressScreen? {
    var screen: ProgressScreen? = ProgressScreen(user: nil, alone: alone)
    _ = reduce(&screen, .loaded(user: nil, try ProgressScreenTests.page()), size: size)
    return screen
  }

  @Test func openingAsksForTheSignedInUsersProgress() {
    var screen: ProgressScreen?
    #expect(reduce(&screen, .open, size: Self.size) == [.work(.load(user: nil, refresh: false))])
    #expect(screen == ProgressScreen(user: nil, alone: false))
  }

  @Test func theStartLoadsOnlyAScreenThatIsStillLoading() throws {
    var loading: ProgressScreen? = ProgressScreen(user: "bob", alone: true)
    #expect(reduce(&loading, .start, size: Self.size) == [.work(.load(user: "bob", refresh: false))])
    var fresh = try Self.shown(alone: true)
    #expect(reduce(&fresh, .start, size: Self.size) == [])
    var closed: ProgressScreen?
    #expect(reduce(&closed, .start, size: Self.size) == [])
  }

  @Test func aPageArrivesOnlyForTheUserAskedFor() throws {
    var screen: ProgressScreen? = ProgressScreen(user: "bob", alone: false)
    _ = reduce(&screen, .loaded(user: nil, try ProgressScreenTests.page()), size: Self.size)
    #expect(screen?.page == nil && screen?.loading == true)
    _ = reduce(&screen, .loaded(user: "bob", try ProgressScreenTests.page()), size: Self.size)
    #expect(screen?.page == (try ProgressScreenTests.page()))
    #expect(screen?.loading == false && screen?.failure == nil)
  }

  @Test func aFailedRefreshKeepsThePageAndSaysWhy() throws {
    var screen = try Self.shown()
    #expect(
      reduce(&screen, .key(.character("r")), size: Self.size) == [.work(.load(user: nil, refresh: true))])
    #expect(screen?.loading == true)
    #expect(reduce(&screen, .key(.character("r")), size: Self.size) == [], "one refresh at a time")
    _ = reduce(&screen, .failed(user: nil, reason: "offline"), size: Self.size)
    #expect(screen?.page == (try ProgressScreenTests.page()))
    #expect(screen?.failure == "offline" && screen?.loading == false)
  }

  @Test func backClosesTheScreenOrQuitsWhenItIsAlone() throws {
    var screen = try Self.shown()
    #expect(reduce(&screen, .key(.escape), size: Self.size) == [])
    #expect(screen == nil)
    var alone = try Self.shown(alone: true)
    #expect(reduce(&alone, .key(.character("q")), size: Self.size) == [.app(.quit)])
    #expect(alone != nil)
  }

  @Test func theHelpRedrawAndQuitAreAskedOfTheApp() throws {
    var screen = try Self.shown()
    #expect(reduce(&screen, .key(.character("?")), size: Self.size) == [.app(.showHelp)])
    #expect(reduce(&screen, .key(.control("l")), size: Self.size) == [.app(.redraw)])
    #expect(reduce(&screen, .key(.control("c")), size: Self.size) == [.app(.quit)])
    #expect(reduce(&screen, .key(.character("z")), size: Self.size) == [], "a key it has not")
  }

  @Test func keysAndTheWheelScrollWithinThePage() throws {
    var screen = try Self.shown()
    let bottom = try #require(screen?.maxScroll(size: Self.size))
    #expect(bottom > 3, "the page is taller than the screen")
    _ = reduce(&screen, .key(.character("j")), size: Self.size)
    #expect(screen?.scroll == 1)
    _ = reduce(&screen, .key(.character("G")), size: Self.size)
    #expect(screen?.scroll == bottom)
    _ = reduce(&screen, .key(.character("j")), size: Self.size)
    #expect(screen?.scroll == bottom, "never past the bottom")
    _ = reduce(&screen, .key(.character("g")), size: Self.size)
    _ = reduce(&screen, .mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 3))), size: Self.size)
    #expect(screen?.scroll == 3)
    _ = reduce(&screen, .mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 3))), size: Self.size)
    _ = reduce(&screen, .mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 3))), size: Self.size)
    #expect(screen?.scroll == 0, "never above the top")
  }
}
