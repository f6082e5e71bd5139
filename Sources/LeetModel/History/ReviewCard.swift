import TermCore

/// Where one problem stands in the review schedule, by SM-2 (Wozniak's SuperMemo 2): how many
/// reviews in a row went well, how easy it is, and the local day it is due again.
public struct ReviewCard: Hashable, Sendable {
  /// The reviews in a row graded Hard or better since the last lapse.
  public var repetitions: Int
  /// SM-2's E-factor: 2.5 at first, never below 1.3.
  public var easiness: Double
  /// The days from the last review to the next.
  public var intervalDays: Int
  /// The local day it is due (`ReviewClock.day(of:)`).
  public var dueDay: Int
  /// The local day it was last graded.
  public var reviewedDay: Int

  /// The E-factor of a problem never reviewed.
  public static let startingEasiness = 2.5
  /// The lowest E-factor.
  public static let lowestEasiness = 1.3
  /// The longest interval given, in days (about ten years), so that no date overflows.
  public static let longestInterval = 3_650

  /// A card graded `grade` on local day `today`, from `previous` (nil for a first review).
  ///
  /// A lapse (Again) starts the repetitions again, due the next day, with the E-factor kept;
  /// otherwise the interval is 1 day, then 6, then the last times the E-factor, which moves by
  /// SM-2's rule `EF + (0.1 − (5 − q)(0.08 + (5 − q) 0.02))`.
  public static func graded(_ previous: ReviewCard?, _ grade: ReviewGrade, today: Int) -> ReviewCard {
    var card =
      previous
      ?? ReviewCard(
        repetitions: 0, easiness: startingEasiness, intervalDays: 0, dueDay: today, reviewedDay: today)
    let quality = Double(grade.quality)
    if grade.quality < 3 {
      card.repetitions = 0
      card.intervalDays = 1
    } else {
      switch card.repetitions {
      case 0: card.intervalDays = 1
      case 1: card.intervalDays = 6
      default:
        let next = (Double(card.intervalDays) * card.easiness).rounded()
        card.intervalDays = Int(clampingFinite: min(next, Double(longestInterval))) ?? longestInterval
      }
      card.repetitions += 1
      let miss = 5 - quality
      card.easiness = max(lowestEasiness, card.easiness + (0.1 - miss * (0.08 + miss * 0.02)))
    }
    card.intervalDays = min(max(1, card.intervalDays), longestInterval)
    card.reviewedDay = today
    card.dueDay = today + card.intervalDays
    return card
  }
}
