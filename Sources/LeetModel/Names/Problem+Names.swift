extension Problem {
  /// The problem's title slug as a checked name (decoding already refused a bad one).
  /// - Throws: `ProblemNameError` for a problem built with a bad slug.
  public func checkedSlug() throws(ProblemNameError) -> TitleSlug {
    try TitleSlug(validating: titleSlug)
  }

  /// The id that names its solution file and header: the frontend id, else the question id,
  /// else the slug.
  /// - Throws: `ProblemNameError` when that text is not a valid `FrontendID`.
  public func fileID() throws(ProblemNameError) -> FrontendID {
    try FrontendID(validating: frontendID ?? questionID ?? titleSlug)
  }
}
