extension LocalSignature {
  /// The name a harness in `language` calls as a global, not as a member.
  ///
  /// The design class, and in JavaScript the function: it must be the solution's own, never a
  /// built-in such as Python's `open` or Java's `ProcessBuilder` called with a case's values.
  public func globalName(in language: HarnessLanguage) -> (kind: NameKind, name: HarnessIdentifier)? {
    switch self {
    case .design(let className, _, _): (.class, className)
    case .function(let method) where language == .javascript: (.method, method.name)
    case .function: nil
    }
  }

  /// Refuses a run whose solution `code` does not itself define the name the harness calls as a
  /// global in `language`.
  /// - Throws: `Failure.notDefined`.
  public func checkDefinitions(in code: String, language: HarnessLanguage) throws(Failure) {
    guard let global = globalName(in: language) else { return }
    // The name holds only ASCII letters, digits and `_`: nothing in it is a pattern.
    let pattern = #"\b(class|struct|function|var|let|const)\s+"# + global.name.text + #"\b"#
    if !SearchPattern.matches(pattern, in: code) {
      throw .notDefined(kind: global.kind, name: global.name)
    }
  }
}
