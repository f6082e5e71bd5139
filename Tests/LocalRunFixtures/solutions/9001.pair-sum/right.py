#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [i, seen[target - x]]
            seen[x] = i
# @lc code=end
