import LeetModel
import LeetText
import TermCore

@testable import LeetUI

/// A problem written by the team for these tests (not LeetCode text).
enum Fixture {
  static let problem: Problem = {
    let paragraphs = [
      "You are given a row of lanterns along a river, numbered from left to right. Each lantern has a "
        + "height, and a keeper stands beside it.",
      "When the wind is calm, a keeper may pass a signal to the next keeper whose lantern is at least as "
        + "tall as their own. Return how many keepers the signal reaches.",
      "Example 1: heights = [3, 1, 4]. The first keeper passes the signal to the third, so the answer is 2.",
      "Example 2: heights = [5]. Only one keeper holds the signal, so the answer is 1.",
      "Constraints: the row holds between 1 and 100000 lanterns, and every height lies between 1 and 1000000000.",
      "Follow-up: can you answer in one pass over the row, keeping only the tallest lantern seen so far?",
      "Note: keepers never pass a signal backwards, and a lantern that is taller than every lantern before it "
        + "always receives the signal.",
    ]
    return Problem(
      frontendID: "9001", title: "Lantern Relay", titleSlug: "lantern-relay", difficulty: .medium,
      tags: [
        Problem.Tag(name: "Array", slug: "array"), Problem.Tag(name: "Greedy", slug: "greedy"),
      ],
      acceptance: 47.25,
      content: paragraphs.map { "<p>\($0)</p>" }.joined(separator: "\n"))
  }()

  /// A state for the fixture problem at `size`.
  static func state(
    width: Int = 80, height: Int = 24, animated: Bool = true, language: Language = .english,
    colors: Bool = true,
    selected: Segment = .description
  ) -> ProblemState {
    let settings = ProblemState.Settings(
      animated: animated, language: language, offline: false)
    return ProblemState(
      page: ProblemPage(problem: problem, language: language), sourceLabel: "bundled", selected: selected,
      size: Size(width: width, height: height), settings: settings, theme: Theme(usesColor: colors))
  }

  /// A long document: `count` numbered paragraphs, for scrolling tests.
  static func longDocument(_ count: Int) -> Document {
    (1...count).map { index in
      .paragraph([
        Span("Paragraph \(index) of the long page, with enough words to wrap on a narrow screen.")
      ])
    }
  }
}

/// Monotonic time advancing one frame (1/60 s) per tick, for driving glides.
struct TestClock {
  var now = Duration.seconds(10)

  /// Advances one frame and returns the new time.
  mutating func advance(frames: Int = 1) -> Duration {
    now += TabBarMotion.frameInterval * frames
    return now
  }
}

extension ProblemState {
  /// Runs the glide to its end with `clock`, returning how many ticks it took (at most `limit`).
  mutating func settle(clock: inout TestClock, tag: Int, limit: Int = 200) -> Int {
    var ticks = 0
    while ticks < limit {
      ticks += 1
      if reduce(&self, .tick(at: clock.advance(), tag: tag)).isEmpty { break }
    }
    return ticks
  }
}
