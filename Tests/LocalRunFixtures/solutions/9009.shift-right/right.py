#
# @lc app=leetcode id=9009 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def shiftRight(self, nums: List[int], k: int) -> None:
        k %= len(nums)
        nums[:] = nums[-k:] + nums[:-k] if k else nums
# @lc code=end
