#
# @lc app=leetcode id=9003 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def treeHeight(self, root: Optional[TreeNode]) -> int:
        return 0 if root is None else 1 + max(self.treeHeight(root.left), self.treeHeight(root.right))
# @lc code=end
