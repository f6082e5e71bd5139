//
// @lc app=leetcode id=9006 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    double meanValue(vector<int>& nums) {
        return accumulate(nums.begin(), nums.end(), 0.0) / nums.size();
    }
};
// @lc code=end
