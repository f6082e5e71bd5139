//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
// @lc code=end
