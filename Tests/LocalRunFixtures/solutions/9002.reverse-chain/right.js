//
// @lc app=leetcode id=9002 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var reverseChain = function(head) {
    let prev = null;
    while (head) { const next = head.next; head.next = prev; prev = head; head = next; }
    return prev;
};
// @lc code=end
