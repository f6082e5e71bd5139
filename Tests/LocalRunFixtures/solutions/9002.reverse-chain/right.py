#
# @lc app=leetcode id=9002 lang=python3
#
# a team-written right solution
#

# @lc code=start
class Solution:
    def reverseChain(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        while head:
            head.next, prev, head = prev, head, head.next
        return prev
# @lc code=end
