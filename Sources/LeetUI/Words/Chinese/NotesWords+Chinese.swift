extension NotesWords {
  /// The words of notes in Chinese.
  static let chinese = NotesWords(
    title: { "笔记 · \($0)" }, synced: "已保存到 LeetCode", waiting: "已保存在本地，等待发送",
    refused: { "保存在本地：LeetCode 拒绝了它（\($0)）" },
    bothKept: "本地和 LeetCode 上都改过：两份都已保留并标出；编辑它来合并",
    empty: "还没有笔记。", reading: "正在读取 LeetCode 上的笔记…",
    couldNotKeep: { "无法保存笔记：\($0)" }, editHint: "编辑", backHint: "返回",
    offline: "离线", signedOut: "未登录：leetview login",
    otherSite: "暂不支持 leetcode.cn 的笔记（它有自己的笔记接口）；什么也没有改动",
    saved: { "\($0) 的笔记已保存在本地和 LeetCode" },
    keptWaiting: { "\($0) 的笔记已保存在本地；下次联网时发送（\($1)）" },
    unchanged: { "\($0) 的笔记没有改动" }, none: { "\($0) 还没有笔记" },
    refusedNotice: { "LeetCode 拒绝了 \($0) 的笔记（\($1)）；它保存在本地，再次编辑后才会重新发送" },
    bothKeptNotice: { "\($0) 的笔记在 LeetCode 上也改过：两份都已保留并标出；编辑它来合并" },
    sentWaiting: { "已向 LeetCode 发送 \($0) 条等待中的笔记" })
}
