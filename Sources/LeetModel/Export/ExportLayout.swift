import FoundationEssentials
import TermCore

/// Where the export puts a problem's files and what it says in a commit: names made only of
/// checked parts, so that a folder never leaves the repository and a message holds one clean line
/// per part.
public enum ExportLayout {
  /// The problem's folder: its frontend id (four digits when it is a number, else its letters and
  /// digits) and its slug, as `0001-two-sum`.
  public static func folder(frontendID: String?, slug: TitleSlug) -> String {
    "\(idPart(frontendID))-\(slug.rawValue)"
  }

  /// The file of a version's code in its folder: the slug and the language's extension.
  public static func solutionFile(_ submission: AcceptedSubmission) -> String {
    "\(submission.slug.rawValue).\(submission.language.fileExtension)"
  }

  /// The statement's file in a problem's folder.
  public static let statementFile = "README.md"
  /// The note's file in a problem's folder.
  public static let noteFile = "notes.md"
  /// The trailer that names the submission a commit holds; the export reads it back to know what
  /// it wrote.
  public static let submissionTrailer = "LeetCode-Submission"

  /// The commit message of `submission`: the problem, language, runtime and beats on its subject
  /// line, memory below, and the trailer naming the submission.
  public static func message(
    _ submission: AcceptedSubmission, frontendID: String?, beats: Beats?
  ) -> String {
    let title = TextSanitizer.oneLine(submission.title)
    let problem = frontendID.map { "\(TextSanitizer.oneLine($0)). \(title)" } ?? title
    var subject = "\(problem): \(submission.language.displayName)"
    if let runtime = submission.runtimeMilliseconds { subject += ", \(runtime) ms" }
    if let runtime = beats?.runtime { subject += ", beats \(percent(runtime))" }
    var body: [String] = []
    if let memory = submission.memory {
      body.append("Memory \(memory)" + (beats?.memory.map { ", beats \(percent($0))" } ?? ""))
    }
    let trailers = [
      "LeetCode-Problem: \(submission.slug.rawValue)", "\(submissionTrailer): \(submission.id)",
    ]
    return ([subject, ""] + (body.isEmpty ? [] : body + [""]) + trailers).joined(separator: "\n") + "\n"
  }

  /// How a submission did against everyone's: the share it beat, in percent.
  public struct Beats: Hashable, Sendable {
    public var runtime: Double?
    public var memory: Double?

    public init(runtime: Double?, memory: Double?) {
      self.runtime = runtime
      self.memory = memory
    }
  }

  /// `87.345` as `87.3%`.
  static func percent(_ value: Double) -> String {
    let tenths = Int(clampingFinite: (min(max(value, 0), 100) * 10).rounded()) ?? 0
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// The id's part of a folder name.
  static func idPart(_ frontendID: String?) -> String {
    guard let frontendID, !frontendID.isEmpty else { return "0000" }
    let digits = frontendID.utf8.allSatisfy { (0x30...0x39).contains($0) }
    if digits, frontendID.utf8.count <= 4 {
      return String(repeating: "0", count: 4 - frontendID.utf8.count) + frontendID
    }
    var part = ""
    for scalar in frontendID.lowercased().unicodeScalars {
      let plain = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
      if plain {
        part.unicodeScalars.append(scalar)
      } else if !part.isEmpty, part.last != "-" {
        part.append("-")
      }
    }
    while part.last == "-" { part.removeLast() }
    return part.isEmpty ? "0000" : String(part.prefix(40))
  }
}
