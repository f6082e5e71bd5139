//
// @lc app=leetcode id=9009 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var shiftRight = function(nums, k) {
    k %= nums.length;
    nums.unshift(...nums.splice(nums.length - k, k));
};
// @lc code=end
