//
// @lc app=leetcode id=9011 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    long long bigSum(vector<long long>& nums) {
        return accumulate(nums.begin(), nums.end(), 0LL);
    }
};
// @lc code=end
