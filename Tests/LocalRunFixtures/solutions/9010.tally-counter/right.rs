//
// @lc app=leetcode id=9010 lang=rust
//
// a team-written right solution
//

// @lc code=start
struct TallyCounter {
    count: i32,
}

impl TallyCounter {
    fn new(start: i32) -> Self { TallyCounter { count: start } }
    fn add(&mut self, n: i32) { self.count += n; }
    fn total(&self) -> i32 { self.count }
}
// @lc code=end
