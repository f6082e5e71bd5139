import TermCore

extension ReviewGrade {
  /// The grade a typed answer names: its number (1 Again to 4 Easy), its first letter or its
  /// name, in any case; nil for anything else (an empty answer skips).
  public init?(answer: String) {
    let word = answer.trimmingWhitespace.lowercased()
    guard
      let grade = Self.allCases.first(where: { grade in
        word == grade.rawValue || word == String(grade.rawValue.prefix(1))
          || word == String((Self.allCases.firstIndex(of: grade) ?? 0) + 1)
      })
    else { return nil }
    self = grade
  }
}
