/// A tool a test needs that is absent (thrown only where the test's `.enabled(if:)` said it was
/// there) or that did not do what the test needs of it.
enum ToolError: Error, CustomStringConvertible {
  case missing(String)
  case failed(String)

  var description: String {
    switch self {
    case .missing(let name): "\(name) is not installed"
    case .failed(let what): what
    }
  }
}
