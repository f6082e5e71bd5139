//
// @lc app=leetcode id=9002 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public ListNode reverseChain(ListNode head) {
        ListNode prev = null;
        while (head != null) { ListNode next = head.next; head.next = prev; prev = head; head = next; }
        return prev;
    }
}
// @lc code=end
