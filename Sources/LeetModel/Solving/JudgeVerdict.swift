/// What the judge decided, by its `status_code`.
public enum JudgeVerdict: Hashable, Sendable {
  case accepted
  case wrongAnswer
  case memoryLimitExceeded
  case outputLimitExceeded
  case timeLimitExceeded
  case runtimeError
  case internalError
  case compileError
  case unknownError
  case timeout
  /// A code leetview does not know, with the judge's own message.
  case other(code: Int?, message: String)

  /// The verdict for `status_code` `code`, with `message` (`status_msg`) for unknown codes.
  public init(code: Int?, message: String) {
    switch code {
    case 10: self = .accepted
    case 11: self = .wrongAnswer
    case 12: self = .memoryLimitExceeded
    case 13: self = .outputLimitExceeded
    case 14: self = .timeLimitExceeded
    case 15: self = .runtimeError
    case 16: self = .internalError
    case 20: self = .compileError
    case 21: self = .unknownError
    case 30: self = .timeout
    default: self = .other(code: code, message: message)
    }
  }

  /// The verdict in words, as LeetCode writes it.
  public var title: String {
    switch self {
    case .accepted: "Accepted"
    case .wrongAnswer: "Wrong Answer"
    case .memoryLimitExceeded: "Memory Limit Exceeded"
    case .outputLimitExceeded: "Output Limit Exceeded"
    case .timeLimitExceeded: "Time Limit Exceeded"
    case .runtimeError: "Runtime Error"
    case .internalError: "Internal Error"
    case .compileError: "Compile Error"
    case .unknownError: "Unknown Error"
    case .timeout: "Timeout"
    case .other(let code, let message):
      message.isEmpty ? "Status \(code.map(String.init) ?? "unknown")" : message
    }
  }
}
