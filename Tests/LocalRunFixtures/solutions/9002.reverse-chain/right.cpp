//
// @lc app=leetcode id=9002 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    ListNode* reverseChain(ListNode* head) {
        ListNode* prev = nullptr;
        while (head) { ListNode* next = head->next; head->next = prev; prev = head; head = next; }
        return prev;
    }
};
// @lc code=end
