//
// @lc app=leetcode id=9013 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public int countHashCells(char[][] grid) {
        int n = 0;
        for (char[] row : grid) for (char c : row) if (c == '#') n++;
        return n;
    }
}
// @lc code=end
