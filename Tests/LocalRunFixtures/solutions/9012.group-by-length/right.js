//
// @lc app=leetcode id=9012 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var groupByLength = function(words) {
    const groups = new Map();
    for (const w of words) { if (!groups.has(w.length)) groups.set(w.length, []); groups.get(w.length).push(w); }
    return [...groups.keys()].sort((a, b) => a - b).map((n) => groups.get(n));
};
// @lc code=end
