#
# @lc app=leetcode id=9013 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def countHashCells(self, grid: List[List[str]]) -> int:
        return sum(row.count("#") for row in grid)
# @lc code=end
