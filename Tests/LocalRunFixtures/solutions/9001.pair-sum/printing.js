//
// @lc app=leetcode id=9001 lang=javascript
//
// a team-written printing solution
//

// @lc code=start
var pairSum = function(nums, target) {
    console.log("nums", nums.length);
    for (let i = 0; i < nums.length; i++)
        for (let j = i + 1; j < nums.length; j++)
            if (nums[i] + nums[j] === target) return [i, j];
    return [];
};
// @lc code=end
