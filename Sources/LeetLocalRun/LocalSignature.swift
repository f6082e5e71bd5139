import FoundationEssentials
import LeetModel

/// What a local run calls: a function of `class Solution`, or a design problem's class.
public enum LocalSignature: Hashable, Sendable {
  /// A parameter: its name and type.
  public struct Parameter: Hashable, Sendable {
    public var name: String
    public var type: LocalType

    /// A parameter named `name` of `type`.
    public init(name: String, type: LocalType) {
      self.name = name
      self.type = type
    }
  }

  /// One method: its name, parameters and return type.
  public struct Method: Hashable, Sendable {
    public var name: HarnessIdentifier
    public var parameters: [Parameter]
    public var returns: LocalType
    /// `output.paramindex`: for an in-place `void` method, the argument whose state is the answer.
    public var answerParameter: Int?

    /// A method `name(parameters) -> returns`.
    public init(
      name: HarnessIdentifier, parameters: [Parameter], returns: LocalType, answerParameter: Int? = nil
    ) {
      self.name = name
      self.parameters = parameters
      self.returns = returns
      self.answerParameter = answerParameter
    }

    /// The type of the answer: the returned value, else the changed argument.
    public var answerType: LocalType {
      if returns == .void, let index = answerParameter, parameters.indices.contains(index) {
        return parameters[index].type
      }
      return returns
    }
  }

  case function(Method)
  /// A design problem: the class, its constructor's parameters, its methods.
  case design(className: HarnessIdentifier, constructor: [Parameter], methods: [Method])

  /// Why no signature could be read.
  public enum Failure: Error, Hashable, Sendable {
    /// metaData is absent and the Python 3 template gives no types.
    case absent
    /// metaData is not the JSON object it should be.
    case malformed
    /// A type a local run does not know.
    case unknownType(String)
    /// A method's or the class's name (`kind`) that is not a `HarnessIdentifier`, as `source`
    /// (metaData, the Python 3 template) gave it.
    case notAnIdentifier(kind: NameKind, name: String, source: NameSource)
    /// The name the harness calls as a global (`kind`), which the solution does not define.
    case notDefined(kind: NameKind, name: HarnessIdentifier)

    /// The message, in lower case, for the `leetview:` line.
    public var message: String {
      switch self {
      case .absent: "the cached problem has no metaData and no typed Python 3 template to run locally"
      case .malformed: "the cached problem's metaData cannot be read"
      case .unknownType(let name): "a local run does not know the type '\(name)' of this problem"
      case .notAnIdentifier(let kind, let name, let source):
        "the cached problem's \(source.rawValue) names the \(kind.rawValue) '\(HarnessIdentifier.shown(name))' "
          + "which is not an identifier; leetview runs nothing"
      case .notDefined(let kind, let name):
        "the solution does not define the \(kind.rawValue) '\(name)' that the cached problem names; "
          + "leetview runs nothing"
      }
    }
  }

  /// What a name names, for `Failure.notAnIdentifier`.
  public enum NameKind: String, Hashable, Sendable {
    case method, `class`
  }

  /// Where a name was read, for `Failure.notAnIdentifier`.
  public enum NameSource: String, Hashable, Sendable {
    case metaData
    case pythonTemplate = "Python 3 template"
  }

  /// `name` as a `HarnessIdentifier`, or the failure naming it.
  static func identifier(_ name: String, _ kind: NameKind, from source: NameSource) throws(Failure)
    -> HarnessIdentifier
  {
    guard let identifier = HarnessIdentifier(name) else {
      throw .notAnIdentifier(kind: kind, name: name, source: source)
    }
    return identifier
  }

  /// The parameters' names as a case table shows them (`nums = [2,7]`): escaped and cut, never
  /// written into a harness; none for a design problem, whose two lines LeetCode shows bare.
  public var shownParameterNames: [String] {
    guard case .function(let method) = self else { return [] }
    return method.parameters.map { HarnessIdentifier.shown($0.name) }
  }

  /// The number of input lines one case has: the parameters, or 2 for a design problem.
  public var linesPerCase: Int {
    switch self {
    case .function(let method): method.parameters.count
    case .design: 2
    }
  }

  /// The signature `metaData` (the question's JSON text) describes.
  /// - Throws: `Failure`.
  public static func parse(metaData: String) throws(Failure) -> LocalSignature {
    guard let json = try? JSONValue.parse(Data(metaData.utf8)), json.object != nil else {
      throw .malformed
    }
    if json["systemdesign"].bool == true || json["classname"].string != nil {
      guard let name = json["classname"].string else { throw .malformed }
      let constructor = try parameters(json["constructor"]["params"])
      var methods: [Method] = []
      for method in json["methods"].array ?? [] {
        methods.append(try self.method(method))
      }
      return .design(
        className: try identifier(name, .class, from: .metaData), constructor: constructor,
        methods: methods)
    }
    return .function(try method(json))
  }

  /// A method of metaData: `name`, `params`, `return`, `output.paramindex`.
  private static func method(_ json: JSONValue) throws(Failure) -> Method {
    guard let name = json["name"].string, json["params"].array != nil else { throw .malformed }
    let returns = try type(json["return"]["type"].string ?? "void")
    return Method(
      name: try identifier(name, .method, from: .metaData), parameters: try parameters(json["params"]),
      returns: returns,
      answerParameter: json["output"]["paramindex"].int)
  }

  /// The parameters of a metaData `params` list.
  private static func parameters(_ json: JSONValue) throws(Failure) -> [Parameter] {
    var found: [Parameter] = []
    for (index, param) in (json.array ?? []).enumerated() {
      guard let spelling = param["type"].string else { throw .malformed }
      found.append(Parameter(name: param["name"].string ?? "p\(index)", type: try type(spelling)))
    }
    return found
  }

  /// The type `spelling` names, or the failure naming it.
  static func type(_ spelling: String) throws(Failure) -> LocalType {
    do {
      return try LocalType.parse(spelling)
    } catch {
      throw .unknownType(error.spelling)
    }
  }
}
