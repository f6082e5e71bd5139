import LeetFetch
import LeetModel
import LeetText
import LeetUI

@testable import LeetApp

/// What each action the runners answer with carries, read in one place, so that a renamed or
/// regrouped case is matched here alone; nil when the action is another.
extension AppAction {
  /// The items and cached slugs of `.listRefreshed`.
  var listRefreshed: (items: [ProblemListItem], cached: Set<String>)? {
    guard case .browser(.listRefreshed(let items, let cached)) = self else { return nil }
    return (items, cached)
  }

  /// Why the list was not refreshed (`.listNotRefreshed`).
  var listNotRefreshedReason: String? {
    guard case .browser(.listNotRefreshed(let reason)) = self else { return nil }
    return reason
  }

  /// The line of `.syncProgress`.
  var syncProgressLine: String? {
    guard case .browser(.syncProgress(let line)) = self else { return nil }
    return line
  }

  /// The summary, the list left and the slugs cached of `.syncFinished`.
  var syncFinished: (line: String, items: [ProblemListItem]?, cached: Set<String>)? {
    guard case .browser(.syncFinished(let line, let items, let cached)) = self else { return nil }
    return (line, items, cached)
  }

  /// The cached list, the slugs cached and today's daily problem of `.listLoaded`.
  var listLoaded: (items: [ProblemListItem], cached: Set<String>, daily: String?)? {
    guard case .browser(.listLoaded(let items, let cached, let daily)) = self else { return nil }
    return (items, cached, daily)
  }

  /// The slug of `.dailyKnown`.
  var dailyKnownSlug: String? {
    guard case .browser(.dailyKnown(let slug)) = self else { return nil }
    return slug
  }

  /// The warning of `.cacheNotKept`.
  var cacheWarning: String? {
    guard case .cacheNotKept(let warning) = self else { return nil }
    return warning
  }

  /// The problem of `.problemLoaded`, its source label and note.
  var problemLoaded: (slug: String, problem: Problem, source: String, note: String?)? {
    guard case .page(.loaded(let slug, let problem, let source, let note)) = self else { return nil }
    return (slug, problem, source, note)
  }

  /// The slug and reason of `.problemFailed`.
  var problemFailed: (slug: String, reason: String)? {
    guard case .page(.failed(let slug, let reason)) = self else { return nil }
    return (slug, reason)
  }

  /// The slug and seconds of `.problemWaited`.
  var problemWaited: (slug: String, seconds: Int)? {
    guard case .page(.waited(let slug, let seconds)) = self else { return nil }
    return (slug, seconds)
  }

  /// The segment, task and outcome of `.segmentResult`.
  var segmentResult: (slug: String, segment: Segment, task: SegmentTask, outcome: SegmentOutcome)? {
    guard case .page(.segmentResult(let slug, let segment, let task, let outcome)) = self else { return nil }
    return (slug, segment, task, outcome)
  }

  /// The slug, box and slots of `.picturesDrawn`.
  var picturesDrawn: (slug: String, box: PictureBox, slots: PictureSlots)? {
    guard case .page(.picturesDrawn(let slug, let box, let slots)) = self else { return nil }
    return (slug, box, slots)
  }

  /// The slug and event of `.solved`.
  var solved: (slug: String, event: SolveEvent)? {
    guard case .page(.solved(let slug, let event)) = self else { return nil }
    return (slug, event)
  }

  /// The attempt and event of `.startup`.
  var startup: (attempt: Int, event: StartupEvent)? {
    guard case .startup(let attempt, let event) = self else { return nil }
    return (attempt, event)
  }

  /// Why the tab bar was not saved (`.tabsNotSaved`).
  var tabsNotSavedReason: String? {
    guard case .tabsNotSaved(let reason) = self else { return nil }
    return reason
  }

  /// The problem and the lists of `.listChoices`.
  var listChoices: (slug: String, choices: [ListChooser.Choice])? {
    guard case .listChooser(.choices(let slug, let choices)) = self else { return nil }
    return (slug, choices)
  }

  /// The list's name and whether the problem was added (`.listChanged`).
  var listChanged: (name: String, added: Bool)? {
    guard case .listChooser(.changed(let name, let added)) = self else { return nil }
    return (name, added)
  }

  /// Why plans, lists or contests (or the list chooser) failed (`.collections(.failed)`).
  var collectionsFailure: String? {
    guard case .collections(.failed(let reason)) = self else { return nil }
    return reason
  }

  /// The marks of `.marksRefreshed`.
  var marksRefreshed: SolvedMarks? {
    guard case .browser(.marksRefreshed(let marks)) = self else { return nil }
    return marks
  }

  /// The reason of `.marksNotRefreshed` (nil inside when signed out); nil when another action.
  var marksNotRefreshed: String?? {
    guard case .browser(.marksNotRefreshed(let reason)) = self else { return nil }
    return .some(reason)
  }

  /// The user and page of `.progress(.loaded)`.
  var progressLoaded: (user: String?, page: ProgressPage)? {
    guard case .progress(.loaded(let user, let page)) = self else { return nil }
    return (user, page)
  }

  /// The user and reason of `.progress(.failed)`.
  var progressFailed: (user: String?, reason: String)? {
    guard case .progress(.failed(let user, let reason)) = self else { return nil }
    return (user, reason)
  }

  /// The index, age, session and time of `.collections(.indexLoaded)`.
  var indexLoaded: (index: CollectionIndex, age: Double?, signedIn: Bool, time: CollectionTime)? {
    guard case .collections(.indexLoaded(let index, let age, let signedIn, let time)) = self else {
      return nil
    }
    return (index, age, signedIn, time)
  }

  /// The set, marks and age of `.collections(.loaded)`.
  var collectionLoaded: (set: ProblemCollection, marks: SolvedMarks, age: Double?)? {
    guard case .collections(.loaded(let set, let marks, let age)) = self else { return nil }
    return (set, marks, age)
  }
}

/// What each outcome of the start's fetch carries; nil when the outcome is another.
extension StartupEvent {
  /// What the problem opens as (`.problem`).
  var opening: ProblemOpening? {
    guard case .problem(let opening) = self else { return nil }
    return opening
  }

  /// The list, the slugs cached, the recent and today's daily problem (`.list`).
  var list: (items: [ProblemListItem], cached: Set<String>, recent: [String], daily: String?)? {
    guard case .list(let items, let cached, let recent, let daily) = self else { return nil }
    return (items, cached, recent, daily)
  }

  /// Why it failed, to be tried again (`.failed`).
  var failure: String? {
    guard case .failed(let reason) = self else { return nil }
    return reason
  }

  /// Why it was refused, for good (`.refused`).
  var refusal: String? {
    guard case .refused(let reason) = self else { return nil }
    return reason
  }

  /// Whether it announces a step (`.fetching`).
  var isStep: Bool {
    guard case .fetching = self else { return false }
    return true
  }
}

/// What each solving event carries; nil when the event is another.
extension SolveEvent {
  /// The solution or template read (`.codeLoaded`).
  var code: SolutionCode? {
    guard case .codeLoaded(let code) = self else { return nil }
    return code
  }

  /// Why the solution cannot be shown (`.codeUnavailable`).
  var unavailable: String? {
    guard case .codeUnavailable(let reason) = self else { return nil }
    return reason
  }

  /// Why the editor failed (`.editFailed`).
  var editFailure: String? {
    guard case .editFailed(let reason) = self else { return nil }
    return reason
  }

  /// The kind and state of `.judging`.
  var judging: (kind: SolveKind, state: String?)? {
    guard case .judging(let kind, let state) = self else { return nil }
    return (kind, state)
  }

  /// The id of `.submitted`.
  var submittedID: String? {
    guard case .submitted(let id) = self else { return nil }
    return id
  }

  /// The judge's final answer (`.judged`).
  var judged: (kind: SolveKind, result: JudgeResult, cases: [String], submissions: SegmentOutcome?)? {
    guard case .judged(let kind, let result, let cases, let submissions) = self else { return nil }
    return (kind, result, cases, submissions)
  }

  /// The kind and reason of `.judgeFailed`.
  var judgeFailure: (kind: SolveKind, reason: String)? {
    guard case .judgeFailed(let kind, let reason) = self else { return nil }
    return (kind, reason)
  }

  /// Whether a session was found and the key waiting (`.sessionChecked`).
  var sessionChecked: (signedIn: Bool, then: KeyCommand)? {
    guard case .sessionChecked(let signedIn, let then) = self else { return nil }
    return (signedIn, then)
  }

  /// The local run's table (`.ranLocally`).
  var ranLocally: [StyledLine]? {
    guard case .ranLocally(let lines) = self else { return nil }
    return lines
  }

  /// Why a local run could not start (`.localRunFailed`).
  var localRunFailure: String? {
    guard case .localRunFailed(let reason) = self else { return nil }
    return reason
  }
}

/// What a segment's outcome carries.
extension SegmentOutcome {
  /// The content, why it is stale, and its source (`.loaded`).
  var loaded: (content: SegmentContent, stale: String?, source: String)? {
    guard case .loaded(let content, let stale, _, let source) = self else { return nil }
    return (content, stale, source)
  }

  /// Whether the segment arrived.
  var isLoaded: Bool { loaded != nil }

  /// Why the segment did not arrive (`.failed`).
  var failure: String? {
    guard case .failed(let reason) = self else { return nil }
    return reason
  }
}

/// What a picture's slot carries.
extension PictureSlot {
  /// The cells drawn (`.drawn`).
  var art: PictureArt? {
    guard case .drawn(let art) = self else { return nil }
    return art
  }

  /// The note of a picture to ask for again (`.failed`).
  var retryNote: String? {
    guard case .failed(let note) = self else { return nil }
    return note
  }
}
