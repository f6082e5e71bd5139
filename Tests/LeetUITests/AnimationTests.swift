import LeetModel
import TermCore
import Testing

@testable import LeetUI

@Suite struct AnimationTests {
  @Test func aSegmentChangeStartsAGlideThatAsksForFrames() {
    var state = Fixture.state()
    let effects = reduce(&state, .key(.tab))
    #expect(effects.first == .scheduleFrame(tag: state.tabMotion.tag))
    #expect(state.tabMotion.isMoving)
    #expect(state.tabMotion.x.position == 0, "nothing moves before the first frame")
  }

  @Test func theGlideMovesMonotonicallySettlesExactlyAndStopsAskingForFrames() {
    var state = Fixture.state()
    var clock = TestClock()
    _ = reduce(&state, .key(.tab))
    let tag = state.tabMotion.tag
    let target = state.tabBar.tab(.comments)
    var positions: [Double] = []
    var frames = 0
    while frames < 100 {
      frames += 1
      let effects = reduce(&state, .tick(at: clock.advance(), tag: tag))
      positions.append(state.tabMotion.x.position)
      if effects.isEmpty { break }
      #expect(effects == [.scheduleFrame(tag: tag)])
    }
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(
      Set(positions.map { ($0 * 2).rounded() }).count > 5, "many intermediate half-cell positions")
    #expect(frames >= 9 && frames <= 16, "about 150-250 ms at 60 fps, took \(frames) frames")
    #expect(state.tabMotion.x.position == Double(target.x))
    #expect(state.tabMotion.width.position == Double(target.width))
    #expect(!state.tabMotion.isMoving)
    #expect(reduce(&state, .tick(at: clock.advance(), tag: tag)).isEmpty, "no frames once settled")
  }

  @Test func staleTicksAreIgnored() {
    var state = Fixture.state()
    var clock = TestClock()
    _ = reduce(&state, .key(.tab))
    let first = state.tabMotion.tag
    _ = reduce(&state, .tick(at: clock.advance(), tag: first))
    _ = reduce(&state, .key(.tab))
    let second = state.tabMotion.tag
    #expect(second != first)
    let before = state.tabMotion
    #expect(reduce(&state, .tick(at: clock.advance(), tag: first)).isEmpty)
    #expect(state.tabMotion == before)
    #expect(
      reduce(&state, .tick(at: clock.advance(), tag: second)) == [.scheduleFrame(tag: second)])
  }

  @Test func aRedirectedGlideEndsUnderTheLatestTab() {
    var state = Fixture.state()
    var clock = TestClock()
    _ = reduce(&state, .key(.tab))
    for _ in 0..<3 { _ = reduce(&state, .tick(at: clock.advance(), tag: state.tabMotion.tag)) }
    _ = reduce(&state, .key(.character("4")))
    _ = state.settle(clock: &clock, tag: state.tabMotion.tag)
    #expect(state.tabMotion.x.position == Double(state.tabBar.tab(.submissions).x))
    #expect(!state.tabMotion.isMoving)
  }

  @Test func aLateFrameCatchesUpInsteadOfSlowingDown() {
    var state = Fixture.state()
    var clock = TestClock()
    _ = reduce(&state, .key(.tab))
    let tag = state.tabMotion.tag
    _ = reduce(&state, .tick(at: clock.advance(), tag: tag))
    _ = reduce(&state, .tick(at: clock.advance(frames: 30), tag: tag))
    #expect(!state.tabMotion.isMoving, "half a second late: settled")
  }

  @Test func anOverflowingBarScrollsWithTheGlide() {
    var state = Fixture.state(width: 40, height: 12)
    var clock = TestClock()
    #expect(state.tabBar.overflows)
    _ = reduce(&state, .key(.character("4")))
    let ticks = state.settle(clock: &clock, tag: state.tabMotion.tag)
    #expect(ticks > 3)
    #expect(
      state.tabMotion.scroll.position == Double(state.tabBar.totalWidth - state.tabBar.available))
  }
}
