//
// @lc app=leetcode id=9008 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    char firstVowel(string s) {
        return s[s.find_first_of("aeiou")];
    }
};
// @lc code=end
