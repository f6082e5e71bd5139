import LeetModel

/// Solving work the problem reducer asks for (`ProblemEffect.solve`); the runner answers with
/// `SolveEvent`s.
public enum SolveRequest: Hashable, Sendable {
  /// Read the solution file (or the template) for the Code segment.
  case loadCode
  /// Suspend the screen and open the solution file in the editor (written from the template
  /// when absent), then read it again.
  case edit
  /// Send the solution file to the judge.
  case judge(SolveKind)
  /// Run the solution file on cases the user typed (each its input lines, one argument a line).
  case judgeCases([String])
  /// Look again for a session (a `leetview login` in another terminal since the start), then
  /// carry out the key `then` if there is one.
  case checkSession(then: KeyCommand)
  /// Run the solution file on this machine on the examples, without the network.
  case runLocally
  /// Keep a review grade of the problem in the state folder (after an accepted submit).
  case grade(ReviewGrade)
}
