//
// @lc app=leetcode id=9005 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    string shoutWord(string s) {
        for (auto& c : s) c = toupper(c);
        return s;
    }
};
// @lc code=end
