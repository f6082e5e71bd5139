#
# @lc app=leetcode id=9015 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def naryDepth(self, root: 'Node') -> int:
        return 0
# @lc code=end
