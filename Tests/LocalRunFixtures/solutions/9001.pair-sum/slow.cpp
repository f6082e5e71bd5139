//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written slow solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        volatile long spin = 0;
        while (true) spin++;
        return {};
    }
};
// @lc code=end
