#
# @lc app=leetcode id=9014 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def doubleAll(self, nums: List[int]) -> List[int]:
        return [2 * x for x in nums]
# @lc code=end
