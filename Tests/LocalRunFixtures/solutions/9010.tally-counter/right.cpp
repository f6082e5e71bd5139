//
// @lc app=leetcode id=9010 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class TallyCounter {
    int count;
public:
    TallyCounter(int start) : count(start) {}
    void add(int n) { count += n; }
    int total() { return count; }
};
// @lc code=end
