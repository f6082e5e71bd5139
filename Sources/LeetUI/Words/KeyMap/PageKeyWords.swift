/// The words of a problem's help (`?` on its page).
public struct PageKeyWords: Sendable {
  /// The next tab.
  public var nextSegment: String
  /// The tab before.
  public var previousSegment: String
  /// A tab by its number.
  public var jumpToSegment: String
  /// A line, or the next entry of a list.
  public var scrollOrSelect: String
  /// Opening a list's entry.
  public var openEntry: String
  /// The entry after or before.
  public var nextOrPreviousEntry: String
  /// The next page of a list.
  public var loadMore: String
  /// Fetching the segment again.
  public var refresh: String
  /// Half a page at a time.
  public var scrollHalfPage: String
  /// The top or the bottom.
  public var topOrBottom: String
  /// Searching the page.
  public var search: String
  /// The next match, or the plan's next problem.
  public var nextMatch: String
  /// Opening a hint.
  public var nextHint: String
  /// The similar questions, and back.
  public var similarOrBack: String
  /// Pictures shown or hidden.
  public var togglePictures: String
  /// A picture full-screen.
  public var viewPicture: String
  /// The next or previous picture, full-screen.
  public var nextPicture: String
  /// What Esc does on a page.
  public var escape: String
  /// What the mouse does on a page.
  public var mouse: String
  /// Editing the solution.
  public var edit: String
  /// Testing with the judge.
  public var test: String
  /// Testing on this machine.
  public var runLocally: String
  /// Submitting.
  public var submit: String
  /// Typing the test cases.
  public var editCases: String
  /// Grading a problem for review after an accepted submit.
  public var gradeReview: String
  /// A favourite list's membership.
  public var changeList: String
  /// The problem's note.
  public var notes: String
  /// The sidebar.
  public var toggleSidebar: String
  /// Drawing the screen again.
  public var redraw: String
  /// Quitting, or back to the list.
  public var quit: String
}
