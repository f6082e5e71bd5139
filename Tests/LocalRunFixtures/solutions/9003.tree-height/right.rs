//
// @lc app=leetcode id=9003 lang=rust
//
// a team-written right solution
//

// @lc code=start
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn tree_height(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        match root {
            None => 0,
            Some(n) => {
                let n = n.borrow();
                1 + Self::tree_height(n.left.clone()).max(Self::tree_height(n.right.clone()))
            }
        }
    }
}
// @lc code=end
