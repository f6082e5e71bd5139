#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written slow solution
#

# @lc code=start
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        while True:
            pass
# @lc code=end
