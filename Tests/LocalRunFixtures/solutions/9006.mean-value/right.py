#
# @lc app=leetcode id=9006 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def meanValue(self, nums: List[int]) -> float:
        return sum(nums) / len(nums)
# @lc code=end
