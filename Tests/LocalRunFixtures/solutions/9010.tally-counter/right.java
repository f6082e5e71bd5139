//
// @lc app=leetcode id=9010 lang=java
//
// a team-written right solution
//

// @lc code=start
class TallyCounter {
    private int count;
    public TallyCounter(int start) { count = start; }
    public void add(int n) { count += n; }
    public int total() { return count; }
}
// @lc code=end
