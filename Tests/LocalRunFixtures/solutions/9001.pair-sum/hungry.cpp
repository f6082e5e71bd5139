//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written hungry solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        vector<vector<char>> hoard;
        while (true) hoard.emplace_back(64 << 20, 1);
        return {};
    }
};
// @lc code=end
