//
// @lc app=leetcode id=9001 lang=cpp
//
// a team-written printing solution
//

// @lc code=start
class Solution {
public:
    vector<int> pairSum(vector<int>& nums, int target) {
        cout << "size " << nums.size() << endl;
        for (int i = 0; i < (int)nums.size(); i++)
            for (int j = i + 1; j < (int)nums.size(); j++)
                if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
// @lc code=end
