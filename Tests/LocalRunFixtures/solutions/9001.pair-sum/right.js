//
// @lc app=leetcode id=9001 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var pairSum = function(nums, target) {
    const seen = new Map();
    for (let i = 0; i < nums.length; i++) {
        if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
        seen.set(nums[i], i);
    }
    return [];
};
// @lc code=end
