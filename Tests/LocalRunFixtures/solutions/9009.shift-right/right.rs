//
// @lc app=leetcode id=9009 lang=rust
//
// a team-written right solution
//

// @lc code=start
impl Solution {
    pub fn shift_right(nums: &mut Vec<i32>, k: i32) {
        let n = nums.len();
        nums.rotate_right(k as usize % n);
    }
}
// @lc code=end
