#
# @lc app=leetcode id=9010 lang=python3
#
# a team-written right solution
#

# @lc code=start
class TallyCounter:

    def __init__(self, start: int):
        self.count = start

    def add(self, n: int) -> None:
        self.count += n

    def total(self) -> int:
        return self.count
# @lc code=end
