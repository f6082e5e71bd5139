//
// @lc app=leetcode id=9003 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public int treeHeight(TreeNode root) {
        return root == null ? 0 : 1 + Math.max(treeHeight(root.left), treeHeight(root.right));
    }
}
// @lc code=end
