//
// @lc app=leetcode id=9007 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    bool allEven(vector<int>& nums) {
        return all_of(nums.begin(), nums.end(), [](int x) { return x % 2 == 0; });
    }
};
// @lc code=end
