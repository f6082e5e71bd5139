//
// @lc app=leetcode id=9012 lang=rust
//
// a team-written right solution
//

// @lc code=start
use std::collections::BTreeMap;
impl Solution {
    pub fn group_by_length(words: Vec<String>) -> Vec<Vec<String>> {
        let mut groups: BTreeMap<usize, Vec<String>> = BTreeMap::new();
        for w in words { groups.entry(w.len()).or_default().push(w); }
        groups.into_values().collect()
    }
}
// @lc code=end
