//
// @lc app=leetcode id=9003 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var treeHeight = function(root) {
    return root ? 1 + Math.max(treeHeight(root.left), treeHeight(root.right)) : 0;
};
// @lc code=end
