import Testing

@testable import TermCore

@Suite struct SpringTests {
  let spring = Spring(angularFrequency: 30, dampingRatio: 1)

  @Test func criticallyDampedApproachesWithoutOvershoot() {
    var motion = Motion.at(0)
    var positions: [Double] = []
    for _ in 0..<30 {
      motion = spring.step(motion, target: 15, seconds: 1.0 / 60)
      positions.append(motion.position)
    }
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(positions.allSatisfy { $0 <= 15 })
    #expect(abs(positions.last! - 15) < 0.01)
  }

  @Test func oneLongStepEqualsManyShortOnes() {
    let long = spring.step(.at(0), target: 10, seconds: 0.1)
    var short = Motion.at(0)
    for _ in 0..<10 { short = spring.step(short, target: 10, seconds: 0.01) }
    #expect(abs(long.position - short.position) < 1e-9)
    #expect(abs(long.velocity - short.velocity) < 1e-9)
  }

  @Test func underdampedOvershootsAndSettles() {
    let bouncy = Spring(angularFrequency: 20, dampingRatio: 0.3)
    var motion = Motion.at(0)
    var peak = 0.0
    for _ in 0..<300 {
      motion = bouncy.step(motion, target: 1, seconds: 1.0 / 60)
      peak = max(peak, motion.position)
    }
    #expect(peak > 1.1)
    #expect(abs(motion.position - 1) < 1e-3)
  }

  @Test func overdampedSettlesWithoutOvershoot() {
    let slow = Spring(angularFrequency: 20, dampingRatio: 2)
    var motion = Motion.at(0)
    for _ in 0..<200 {
      motion = slow.step(motion, target: 1, seconds: 1.0 / 60)
      #expect(motion.position <= 1 + 1e-9)
    }
    #expect(abs(motion.position - 1) < 1e-3)
  }

  @Test func zeroTimeChangesNothing() {
    let motion = Motion(position: 3, velocity: 2)
    #expect(spring.step(motion, target: 10, seconds: 0) == motion)
  }
}
