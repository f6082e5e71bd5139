//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written uncompilable solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        return undefinedName;
    }
};
// @lc code=end
