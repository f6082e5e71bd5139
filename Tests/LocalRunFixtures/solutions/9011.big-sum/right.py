#
# @lc app=leetcode id=9011 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def bigSum(self, nums: List[int]) -> int:
        return sum(nums)
# @lc code=end
