#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written crashing solution
#

# @lc code=start
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        return nums[len(nums) + 5]
# @lc code=end
