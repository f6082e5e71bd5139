//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written crashing solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        int* nowhere = nullptr;
        nums[0] = *nowhere;
        return nums;
    }
};
// @lc code=end
