#
# @lc app=leetcode id=9012 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def groupByLength(self, words: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for w in words:
            groups[len(w)].append(w)
        return [groups[n] for n in sorted(groups)]
# @lc code=end
