//
// @lc app=leetcode id=9002 lang=rust
//
// a team-written right solution
//

// @lc code=start
impl Solution {
    pub fn reverse_chain(head: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
        let (mut prev, mut head) = (None, head);
        while let Some(mut node) = head { head = node.next.take(); node.next = prev; prev = Some(node); }
        prev
    }
}
// @lc code=end
