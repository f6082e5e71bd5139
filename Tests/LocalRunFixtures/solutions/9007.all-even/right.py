#
# @lc app=leetcode id=9007 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def allEven(self, nums: List[int]) -> bool:
        return all(x % 2 == 0 for x in nums)
# @lc code=end
