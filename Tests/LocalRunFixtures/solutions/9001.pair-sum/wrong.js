//
// @lc app=leetcode id=9001 lang=javascript
//
// a team-written wrong solution
//

// @lc code=start
var pairSum = function(nums, target) {
    return [0, 0];
};
// @lc code=end
