import FoundationEssentials

/// The most leetview takes from a server or a cache file, each well above what LeetCode sends.
///
/// A hostile or broken server could otherwise fill the disk and the memory: 400,000 problems over
/// pages made a 104 MB list that then took 16 s to open offline.
public enum ContentLimits {
  /// Problems in the whole list (LeetCode has about 4,000).
  public static let listItems = 20_000
  /// Bytes of the whole list: its pages summed, and `problemset.json` (about 2 MB today).
  public static let listBytes = 32 << 20
  /// Bytes of one answer, and of a question or daily file (the largest statements are some 100 KB).
  public static let answerBytes = 8 << 20
  /// Bytes of a solution article's text (the longest editorials are some 100 KB).
  public static let articleBytes = 2 << 20
  /// Comments kept for one problem, over every page loaded (a page is 20 or so).
  public static let commentsPerProblem = 2_000
  /// Bytes of a solutions, comments or submissions file, every page and article in it.
  public static let segmentFileBytes = 24 << 20
  /// Bytes of a progress file, its four answers together: read with this cap, and never written
  /// larger (a user's answers are some 30 KB).
  public static let progressFileBytes = 8 << 20

  /// `8 MB`: a cap in whole megabytes, for messages.
  public static func megabytes(_ bytes: Int) -> String {
    "\(bytes >> 20) MB"
  }
}
