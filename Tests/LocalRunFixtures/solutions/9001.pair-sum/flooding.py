#
# @lc app=leetcode id=9001 lang=python3
#
# a team-written flooding solution
#

# @lc code=start
import sys
class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        for _ in range(200000):
            sys.stdout.write("spam spam spam spam spam spam spam spam\n")
        return [0, 1] if nums[0] + nums[1] == target else [1, 2]
# @lc code=end
