//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written wrong solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        return {0, 0};
    }
};
// @lc code=end
