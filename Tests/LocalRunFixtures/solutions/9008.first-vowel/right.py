#
# @lc app=leetcode id=9008 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def firstVowel(self, s: str) -> str:
        return next(c for c in s if c in "aeiou")
# @lc code=end
