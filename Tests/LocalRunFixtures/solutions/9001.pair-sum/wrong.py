#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written wrong solution
#

# @lc code=start
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        return [0, 0]
# @lc code=end
