//
// @lc app=leetcode id=9004 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var mirrorTree = function(root) {
    if (root) { const left = mirrorTree(root.right); root.right = mirrorTree(root.left); root.left = left; }
    return root;
};
// @lc code=end
