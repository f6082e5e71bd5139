//
// @lc app=leetcode id=9007 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public boolean allEven(List<Integer> nums) {
        return nums.stream().allMatch(x -> x % 2 == 0);
    }
}
// @lc code=end
