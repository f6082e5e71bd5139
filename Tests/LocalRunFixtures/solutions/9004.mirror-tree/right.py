#
# @lc app=leetcode id=9004 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def mirrorTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root:
            root.left, root.right = self.mirrorTree(root.right), self.mirrorTree(root.left)
        return root
# @lc code=end
