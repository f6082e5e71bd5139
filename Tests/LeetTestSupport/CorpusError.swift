import Foundation

/// A corpus file that a corpus test needs and cannot read.
public enum CorpusError: Error, CustomStringConvertible {
  case missing(String)

  public var description: String {
    switch self {
    case .missing(let name): "the corpus has no readable \(name)"
    }
  }
}
