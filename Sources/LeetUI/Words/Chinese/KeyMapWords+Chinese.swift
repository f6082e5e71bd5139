extension CommonKeyWords {
  /// What several screens' keys do alike, in Chinese.
  static let chinese = CommonKeyWords(
    move: "移动",
    scrollPage: "翻页",
    pageFirstLast: "翻页 / 首项 / 末项",
    thisHelp: "帮助",
    back: "返回",
    switchLanguage: "English / 中文",
    editTabs: "编辑标签栏",
    sync: "后台同步题目（先询问）",
    syncList: "仅刷新题目列表（先询问）",
    progress: "我的进度：已解决、日历、竞赛分数")
}

extension PageKeyWords {
  /// A problem's help, in Chinese.
  static let chinese = PageKeyWords(
    nextSegment: "下一个标签页",
    previousSegment: "上一个标签页",
    jumpToSegment: "跳到某个标签页",
    scrollOrSelect: "滚动；列表中选择",
    openEntry: "打开所选条目",
    nextOrPreviousEntry: "下一条 / 上一条",
    loadMore: "加载更多",
    refresh: "刷新，重试失败的图片",
    scrollHalfPage: "翻半页",
    topOrBottom: "顶部 / 底部",
    search: "页内搜索",
    nextMatch: "下/上一个匹配；否则下一道未解决题",
    nextHint: "展开下一个提示",
    similarOrBack: "相似题目 / 返回之前的题目",
    togglePictures: "隐藏 / 显示图片",
    viewPicture: "全屏查看图片；v、Esc 或 q 关闭",
    nextPicture: "全屏时：下一张 / 上一张图片",
    escape: "返回列表，清除搜索；从不退出",
    mouse: "点击标签或条目，滚轮滚动",
    edit: "用 $EDITOR 编辑代码",
    test: "用示例运行代码，没有示例时输入用例",
    runLocally: "在本机运行代码，不联网",
    submit: "提交代码（先询问 y / n）",
    editCases: "输入或编辑测试用例并运行",
    gradeReview: "通过后：为复习打分（Esc 跳过）",
    changeList: "加入或移出题单（先询问）",
    notes: "本题的笔记：查看，用 $EDITOR 编辑",
    toggleSidebar: "显示或隐藏侧栏（宽屏）",
    redraw: "重绘屏幕",
    quit: "退出；从列表打开时返回列表")
}

extension ListKeyWords {
  /// The problem list's help, in Chinese.
  static let chinese = ListKeyWords(
    filter: "输入即筛选：d:easy t:graph is:cached",
    editFilter: "编辑筛选",
    deleteWord: "删除一个词 / 到行首",
    move: "移动",
    open: "打开题目 / 折叠分组",
    random: "随机打开一道筛选出的题目",
    jumpToPractice: "跳到学习计划、题单、竞赛（再按：下一个）",
    focusProblem: "切换到题目",
    escape: "清除筛选；为空时退出",
    toggleSidebar: "显示或隐藏侧栏",
    help: "帮助（筛选为空时按 ?）",
    redrawOrQuit: "重绘屏幕 / 退出",
    mouse: "单击选择，再击打开；点分组折叠；滚轮",
    signs: "每日一题、已缓存、会员",
    marks: "已解答、尝试过；筛选 is:solved is:unsolved")
}

extension BoxKeyWords {
  /// The boxes that list their keys, in Chinese.
  static let chinese = BoxKeyWords(
    select: "选择",
    showHide: "显示/隐藏",
    save: "保存",
    cancel: "取消",
    nextLine: "换行",
    run: "运行",
    lineStartEnd: "行首、行尾",
    delete: "删除",
    clearLine: "清空本行")
}

extension ScreenKeyWords {
  /// A plan's, list's or contest's help, and the Progress screen's, in Chinese.
  static let chinese = ScreenKeyWords(
    open: "打开",
    focusProblem: "切换到题目",
    scrollLine: "滚动一行",
    topOrBottom: "顶部 / 底部",
    refetch: "从 LeetCode 重新获取",
    redrawOrQuit: "重绘 / 退出", editNote: "用 $EDITOR 编辑笔记")
}

extension KeyNameWords {
  /// The keys named in words, in Chinese.
  static let chinese = KeyNameWords(
    space: "空格",
    spaceAndPages: "空格  b  PgDn  PgUp",
    mouse: "鼠标",
    type: "输入")
}
