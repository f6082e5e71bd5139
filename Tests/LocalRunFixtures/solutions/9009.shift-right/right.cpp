//
// @lc app=leetcode id=9009 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    void shiftRight(vector<int>& nums, int k) {
        k %= nums.size();
        rotate(nums.begin(), nums.end() - k, nums.end());
    }
};
// @lc code=end
