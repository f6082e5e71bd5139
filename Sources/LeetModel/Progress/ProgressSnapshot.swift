import FoundationEssentials
import TermCore

/// A user's progress as the cache keeps it: LeetCode's answers verbatim but for the numbers out of
/// `ProgressDecoder.numberBounds` (null instead), whose they are and when they were fetched.
public struct ProgressSnapshot: Hashable, Sendable {
  /// The user name the answers are about.
  public var user: String
  /// When they were fetched, in whole seconds.
  public var fetchedAt: Date
  /// The answer to `userProblemsSolved`.
  public var solved: JSONValue
  /// The answers to `UserProfileCalendar`, one per year.
  public var calendars: [JSONValue]
  /// The answer to the contest query (`.null` when it failed).
  public var contest: JSONValue

  /// A snapshot of `user`'s answers fetched at `fetchedAt` (kept to the second), their numbers
  /// bounded.
  public init(
    user: String, fetchedAt: Date, solved: JSONValue, calendars: [JSONValue], contest: JSONValue
  ) {
    self.user = user
    self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
    self.solved = solved.bounded(ProgressDecoder.numberBounds)
    self.calendars = calendars.map { $0.bounded(ProgressDecoder.numberBounds) }
    self.contest = contest.bounded(ProgressDecoder.numberBounds)
  }

  /// The progress the answers tell.
  public var progress: UserProgress {
    ProgressDecoder.decode(user: user, solved: solved, calendars: calendars, contest: contest)
  }

  /// The file's bytes: `{"version":1,"user":…,"fetchedAt":<seconds>,"solved":…,"calendars":[…],
  /// "contest":…}`.
  public func encoded() -> Data {
    JSONWriter.data(
      .object([
        "version": .number(1), "user": .string(user), "fetchedAt": .number(fetchedAt.timeIntervalSince1970),
        "solved": solved, "calendars": .array(calendars), "contest": contest,
      ]))
  }

  /// Reads a file written by `encoded()`.
  /// - Returns: nil when the bytes are not such a file (no `fetchedAt` or no `solved`).
  public static func decode(_ data: Data) -> ProgressSnapshot? {
    guard let json = try? JSONValue.parse(data), let seconds = json["fetchedAt"].double,
      seconds.isFinite, json["solved"].object != nil
    else { return nil }
    return ProgressSnapshot(
      user: TextSanitizer.oneLine(json["user"].string ?? ""),
      fetchedAt: Date(timeIntervalSince1970: seconds), solved: json["solved"],
      calendars: json["calendars"].array ?? [], contest: json["contest"])
  }
}
