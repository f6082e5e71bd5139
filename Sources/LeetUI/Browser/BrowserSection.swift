import LeetModel

/// A foldable section of the browser's list.
public enum BrowserSection: Hashable, Sendable {
  case recent
  case all
  case difficulty(Difficulty)
  case cached
  /// Problems with the tag whose slug is given.
  case tag(String)

  /// The section's heading, in English or Chinese.
  public func title(chinese: Bool, tagName: String? = nil) -> String {
    switch self {
    case .recent: chinese ? "最近浏览" : "Recently viewed"
    case .all: chinese ? "全部题目" : "All"
    case .difficulty(let d):
      d.name(chinese: chinese)
    case .cached: chinese ? "离线可读" : "Cached offline"
    case .tag(let slug): (chinese ? "标签 " : "Tag: ") + (tagName ?? slug)
    }
  }
}

/// One row of the browser's list: a section heading or a problem (an index into the items).
public enum BrowserRow: Hashable, Sendable {
  case header(BrowserSection, count: Int, folded: Bool)
  case item(Int)
}
