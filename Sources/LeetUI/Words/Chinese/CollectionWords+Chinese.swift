extension CollectionWords {
  /// Plans', lists' and contests' words in Chinese, as leetcode.cn names them.
  static let chinese = CollectionWords(
    indexTitle: {
      switch $0 {
      case .plan: "学习计划"
      case .list: "题单"
      case .contest: "竞赛"
      }
    },
    shelf: {
      switch $0 {
      case .yours: "我的学习计划"
      case .catalogue: "力扣学习计划"
      case .created: "我创建的题单"
      case .collected: "我收藏的题单"
      case .upcoming: "即将开始"
      case .past: "往期竞赛"
      }
    },
    solvedOf: { "已解决 \($0)/\($1)" }, problemCount: { "共 \($0) 题" },
    locked: "已锁定：需要力扣会员", premium: "会员",
    notStarted: "竞赛开始后显示题目", nothing: "无",
    startsIn: { "距开始还有 \(CollectionWords.span($0, day: " 天", hour: " 小时", minute: " 分钟"))" },
    running: "进行中", cachedAgo: { "缓存于\($0)" },
    signInForYours: "我的学习计划：未登录；请运行 `leetview login`",
    points: { "\($0) 分" }, localTime: "本地时间",
    allSolved: { "\($0) 的题目已全部解决" }, backHint: "返回",
    chooserTitle: "题单", addTo: "加入", removeFrom: "移出", noListsToChange: "你还没有自己创建的题单",
    chooseHint: "选择", changeHint: "修改", cancelHint: "取消", added: { "已加入 \($0)" }, removed: { "已移出 \($0)" },
    changeNeedsNetwork: "修改题单需要联网")
}
