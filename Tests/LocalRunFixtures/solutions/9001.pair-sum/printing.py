#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written printing solution
#

# @lc code=start
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        print("looking at", nums, "\x1b[31mred\x1b[0m")
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
# @lc code=end
