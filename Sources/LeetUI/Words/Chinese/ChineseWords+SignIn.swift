import LeetText

extension ChineseWords {
  func signIn(host: String) -> Document {
    [
      .paragraph([Span("查看提交记录需要先登录 \(host)。", style: .bold)]),
      .paragraph([
        Span("运行 "), Span("leetview login", style: .code),
        Span("，粘贴已登录浏览器中的 LEETCODE_SESSION 和 csrftoken 两个 cookie；或者设置环境变量 "),
        Span("LEETCODE_SESSION", style: .code), Span(" 和 "),
        Span("LEETCODE_CSRFTOKEN", style: .code), Span("。然后重新打开此页。"),
      ]),
      .paragraph([Span("leetview 把会话保存在配置文件中（权限 0600），从不写入缓存。", style: .dim)]),
    ]
  }
}
