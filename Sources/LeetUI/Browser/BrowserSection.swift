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
      chinese ? Self.chineseName(d) : d.rawValue
    case .cached: chinese ? "离线可读" : "Cached offline"
    case .tag(let slug): (chinese ? "标签 " : "Tag: ") + (tagName ?? slug)
    }
  }

  /// 简单, 中等, 困难.
  public static func chineseName(_ difficulty: Difficulty) -> String {
    switch difficulty {
    case .easy: "简单"
    case .medium: "中等"
    case .hard: "困难"
    }
  }
}

/// One row of the browser's list: a section heading or a problem (an index into the items).
public enum BrowserRow: Hashable, Sendable {
  case header(BrowserSection, count: Int, folded: Bool)
  case item(Int)
}
