//
// @lc app=leetcode id=9006 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var meanValue = function(nums) {
    return nums.reduce((a, b) => a + b, 0) / nums.length;
};
// @lc code=end
