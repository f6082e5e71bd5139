//
// @lc app=leetcode id=9013 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    int countHashCells(vector<vector<char>>& grid) {
        int n = 0;
        for (auto& row : grid) n += count(row.begin(), row.end(), '#');
        return n;
    }
};
// @lc code=end
