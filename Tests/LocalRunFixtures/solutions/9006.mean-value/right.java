//
// @lc app=leetcode id=9006 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public double meanValue(int[] nums) {
        return Arrays.stream(nums).average().orElse(0);
    }
}
// @lc code=end
