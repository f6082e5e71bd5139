//
// @lc app=leetcode id=9001 lang=java
//
// a team-written crashing solution
//

// @lc code=start
class Solution {
    public int[] pairSum(int[] nums, int target) {
        return new int[] {nums[nums.length]};
    }
}
// @lc code=end
