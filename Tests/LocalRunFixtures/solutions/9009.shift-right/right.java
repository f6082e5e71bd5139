//
// @lc app=leetcode id=9009 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public void shiftRight(int[] nums, int k) {
        int n = nums.length;
        int[] copy = nums.clone();
        for (int i = 0; i < n; i++) nums[(i + k) % n] = copy[i];
    }
}
// @lc code=end
