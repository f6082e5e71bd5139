//
// @lc app=leetcode id=9006 lang=rust
//
// a team-written right solution
//

// @lc code=start
impl Solution {
    pub fn mean_value(nums: Vec<i32>) -> f64 {
        nums.iter().map(|&x| x as f64).sum::<f64>() / nums.len() as f64
    }
}
// @lc code=end
