/// A fixture that could not be written.
public struct FixtureError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
