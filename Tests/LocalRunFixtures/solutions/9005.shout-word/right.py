#
# @lc app=leetcode id=9005 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def shoutWord(self, s: str) -> str:
        return s.upper()
# @lc code=end
