/// A line of a case that is not what its parameter takes, found before anything is built or run.
public struct LocalCaseMistake: Hashable, Sendable {
  /// The case (from 1), and its line (from 1).
  public var caseNumber: Int
  public var line: Int
  /// What the line gives: a parameter's name, `calls`, `arguments`, or `call 2 (add), n`.
  public var subject: String
  /// The text at fault, cut for a message.
  public var text: String
  /// What is wrong with it: `is not an integer[]`.
  public var fault: String

  /// The message: `case 1, line 1, nums: '[1,2' is not an integer[]`.
  public var message: String {
    "case \(caseNumber), line \(line), \(subject): '\(text)' \(fault)"
  }
}

/// Checks every case's lines against the parameters' types, in Swift, once for every language:
/// a mistyped case is told as such, never run to fail in the harness or be read leniently.
enum LocalCaseCheck {
  /// The first mistake in case `number`'s `input` (one value a line, as many lines as the
  /// signature takes) for `signature`, or nil when every line is of its type.
  static func mistake(in input: String, number: Int, signature: LocalSignature) -> LocalCaseMistake? {
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch signature {
    case .function(let method):
      for (index, (line, parameter)) in zip(lines, method.parameters).enumerated() {
        if let fault = fault(line, parameter.type) {
          return LocalCaseMistake(
            caseNumber: number, line: index + 1, subject: HarnessIdentifier.shown(parameter.name),
            text: LocalType.cut(line), fault: fault)
        }
      }
      return nil
    case .design(let className, let constructor, let methods):
      guard lines.count == 2 else { return nil }
      return DesignCaseCheck(
        number: number, className: className, constructor: constructor, methods: methods
      ).mistake(calls: lines[0], arguments: lines[1])
    }
  }

  /// Why `line` is not a value of `type` (`is not an integer[]`), or nil when it is one.
  static func fault(_ line: String, _ type: LocalType) -> String? {
    guard let value = LocalValue.parse(line) else { return "is not \(type.named)" }
    return fault(value, type)
  }

  /// Why `value` is not of `type`, naming the part at fault when it is inside; nil when it is one.
  static func fault(_ value: LocalValue, _ type: LocalType) -> String? {
    guard let (part, partType) = value.firstMismatch(type) else { return nil }
    if part == value { return "is not \(type.named)" }
    return "is not \(type.named): \(LocalType.cut(part.text)) is not \(partType.named)"
  }
}

/// The check of a design problem's case: the calls (`["Counter","add"]`), then their arguments
/// (`[[5],[2]]`), each call one of the class's methods and each argument of its parameter's type.
struct DesignCaseCheck {
  var number: Int
  var className: HarnessIdentifier
  var constructor: [LocalSignature.Parameter]
  var methods: [LocalSignature.Method]

  /// The first mistake in the case's two lines, or nil.
  func mistake(calls: String, arguments: String) -> LocalCaseMistake? {
    let example = "[\"\(className)\"" + (methods.first.map { ",\"\($0.name)\"" } ?? "") + "]"
    guard case .list(let names)? = LocalValue.parse(calls), let called = strings(names) else {
      return at(1, "calls", calls, "is not a list of calls such as \(example)")
    }
    guard case .list(let lists)? = LocalValue.parse(arguments), let given = argumentLists(lists) else {
      return at(2, "arguments", arguments, "is not a list of argument lists such as [[],[1]]")
    }
    guard called.count == given.count else {
      let lists = given.count == 1 ? "argument list" : "argument lists"
      return at(2, "arguments", arguments, "has \(given.count) \(lists) for \(called.count) calls")
    }
    for (index, (name, values)) in zip(called, given).enumerated() {
      let parameters: [LocalSignature.Parameter]
      if index == 0 {
        guard name == className.text else {
          return at(1, "calls", name, "is not \(className), the class the first call makes")
        }
        parameters = constructor
      } else {
        guard let method = methods.first(where: { $0.name.text == name }) else {
          let known = methods.map(\.name.text).joined(separator: ", ")
          return at(1, "calls", name, "is not a method of \(className) (\(known))")
        }
        parameters = method.parameters
      }
      let subject = "call \(index + 1) (\(HarnessIdentifier.shown(name)))"
      // LeetCode writes `[null]` for a call without arguments; nulls past the last are unread.
      guard values.count >= parameters.count, values[parameters.count...].allSatisfy({ $0 == .null })
      else {
        let names = parameters.map { HarnessIdentifier.shown($0.name) }.joined(separator: ", ")
        return at(
          2, subject, LocalValue.list(values).text,
          "has \(values.count) \(values.count == 1 ? "argument" : "arguments"); \(parameters.count) wanted"
            + (names.isEmpty ? "" : " (\(names))"))
      }
      for (value, parameter) in zip(values, parameters) {
        if let fault = LocalCaseCheck.fault(value, parameter.type) {
          return at(2, subject + ", " + HarnessIdentifier.shown(parameter.name), value.text, fault)
        }
      }
    }
    return nil
  }

  /// The mistake at `line` of this case.
  private func at(_ line: Int, _ subject: String, _ text: String, _ fault: String) -> LocalCaseMistake {
    LocalCaseMistake(
      caseNumber: number, line: line, subject: subject, text: LocalType.cut(text), fault: fault)
  }

  /// The strings of `values`, or nil when one is not a string.
  private func strings(_ values: [LocalValue]) -> [String]? {
    var found: [String] = []
    for value in values {
      guard case .string(let text) = value else { return nil }
      found.append(text)
    }
    return found
  }

  /// The lists of `values`, or nil when one is not a list.
  private func argumentLists(_ values: [LocalValue]) -> [[LocalValue]]? {
    var found: [[LocalValue]] = []
    for value in values {
      guard case .list(let items) = value else { return nil }
      found.append(items)
    }
    return found
  }
}
