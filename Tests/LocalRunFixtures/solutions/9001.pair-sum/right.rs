//
// @lc app=leetcode id=9001 lang=rust
//
// a team-written right solution
//

// @lc code=start
use std::collections::HashMap;
impl Solution {
    pub fn pair_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut seen = HashMap::new();
        for (i, x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target - x)) { return vec![j as i32, i as i32]; }
            seen.insert(*x, i);
        }
        vec![]
    }
}
// @lc code=end
